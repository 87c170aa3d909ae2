// Every screen of the shell, in the browser's language: axe finds nothing in the
// light or the dark theme, each control has a name and a target of at least 48 px,
// and no text of the other language shows.
import { expect, type Page, test } from "@playwright/test";
import { foreignSentences } from "#tests/e2e/support/catalogs.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { expectAccessible, visibleText } from "#tests/e2e/support/screen-audit.ts";
import { enterTextedCode, submitLogin } from "#tests/e2e/support/sign-in.ts";
import { type Language, languages } from "#tests/e2e/support/text.ts";

async function audit(page: Page, mine: Language, screen: string) {
  await test.step(`audit ${screen}`, async () => {
    await expectAccessible(page, screen);
    const text = await visibleText(page);
    const leaks = (await foreignSentences(mine)).filter((sentence) => text.includes(sentence));
    expect(leaks, `text of the other language on ${screen}`).toEqual([]);
  });
}

test("every shell screen passes axe, is labelled, thumb-sized and in one language", async ({
  page,
}, info) => {
  const { mine, t } = languages(info);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: t.welcome })).toBeVisible();
  await audit(page, mine, "Welcome");

  await page.goto("/login");
  await page.getByRole("button", { name: t.continue, exact: true }).click();
  await expect(page.getByRole("alert").or(page.locator(".field-error")).first()).toBeVisible();
  await audit(page, mine, "Login with its errors");

  await page.goto("/privacyPolicy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await audit(page, mine, "Privacy policy");

  await page.goto("/termsOfUse");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await audit(page, mine, "Terms of use");

  await page.goto("/unauthorized");
  await expect(page.getByRole("heading", { name: t.sessionExpired })).toBeVisible();
  await audit(page, mine, "Unauthorized");

  await page.goto("/no-such-screen");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await audit(page, mine, "Not found");

  const { mobileNumber: phone } = await makeFixture({ trailers: 0 });
  const sentAt = new Date(Date.now() - 2000);
  await page.goto("/login");
  await submitLogin(page, t, phone);
  await expect(page.getByLabel(t.verificationCode)).toBeVisible();
  await audit(page, mine, "Verify identity");

  await enterTextedCode(page, t, phone, sentAt);
  await audit(page, mine, "Manage trailer");
  await page.getByRole("button", { name: t.menu }).click();
  await audit(page, mine, "Manage trailer menu");

  // From the foot of Manage trailer, the next screen opens at its top, its heading in view.
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("link", { name: t.reportIssue }).tap();
  await expect(page.getByRole("heading", { level: 1, name: t.reportIssue })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
