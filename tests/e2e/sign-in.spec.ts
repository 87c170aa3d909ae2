// Sign-in as a driver meets it, each test in one language (decisions 080 and 131: the tag
// says which); the new driver's starts in English and switches to Spanish.
import { expect, test } from "@playwright/test";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { signedInAs, signIn, testOrder } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";

test(
  "a new driver signs in, sees Manage trailer, switches language and logs out",
  { tag: "@en" },
  async ({ page }, info) => {
    const { t, o } = languages(info);
    const { mobileNumber: phone } = await makeFixture({ trailers: 0 });

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
    await expect(page.getByRole("heading", { name: t.welcome })).toBeVisible();
    await page.getByRole("link", { name: t.continue }).click();
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();

    // The phone is formatted as it is typed.
    await page.getByLabel(t.mobileNumber).pressSequentially(phone);
    await expect(page.getByLabel(t.mobileNumber)).toHaveValue(
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
    );
    await page.getByLabel(t.mobileNumber).fill("");

    await signIn(page, t, phone);
    await expect(page.getByText(testOrder())).toBeVisible();

    // Neither the app token nor the driver's identity token reaches the browser.
    const exposed = await page.evaluate(() => ({
      cookies: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(exposed.cookies).toBe("");
    expect(exposed.local + exposed.session).not.toMatch(/token|dev-app-token|bearer/i);
    // A local run over plain http: the session cookie without Secure and __Host- (decision 073), which
    // WebKit would refuse even here; a deployed build's is __Host-…; Secure
    // (worker/session/local-http-session.test.ts).
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ name: "hitch_session", httpOnly: true, secure: false, path: "/" });

    // The other language, everywhere, and <html lang> in step; the choice survives a reload.
    await page.getByRole("button", { name: t.menu }).click();
    await page.getByRole("menuitemradio", { name: o.languageName }).click();
    await expect(page.getByRole("heading", { name: o.manageTrailer })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", o.lang);
    await page.reload();
    await expect(page.getByRole("heading", { name: o.manageTrailer })).toBeVisible();

    await page.getByRole("button", { name: o.menu }).click();
    await page.getByRole("menuitem", { name: o.logOut }).click();
    await expect(page.getByRole("heading", { name: o.signIn })).toBeVisible();
    // The session cookie is gone; the language the driver chose stays, for the edge to serve the
    // next screens in (decision 055), as the page keeps it too.
    expect(await page.context().cookies()).toEqual([
      expect.objectContaining({ name: "lang", value: o.lang, httpOnly: false }),
    ]);

    // Signed out for real: Manage trailer is out of reach, the app asks to sign in.
    await page.goto("/manageTrailer");
    await expect(page.getByRole("heading", { name: o.signIn })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: o.manageTrailer })).toHaveCount(0);
  },
);

test("a company driver is sent to the Welcome notice", { tag: "@es" }, async ({ page }, info) => {
  const { t } = languages(info);
  await page.goto("/login");
  await page.getByLabel(t.orderNumber).fill(testOrder());
  await page.getByLabel(t.mobileNumber).pressSequentially("5550100009");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.continue }).click();
  await expect(page.getByRole("heading", { name: t.welcome })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(t.companyDriverRefused);
});

test(
  "an expired session lands on Unauthorized, and Continue leads to sign-in",
  { tag: "@en" },
  async ({ page }, info) => {
    const { t } = languages(info);
    await signedInAs(page, (await makeFixture({ trailers: 0 })).mobileNumber, t.manageTrailer);

    // The Worker no longer knows this session (as after its expiry).
    const [cookie] = await page.context().cookies();
    await page.context().clearCookies();
    await page.context().addCookies([{ ...cookie!, value: "0".repeat(32) }]);

    await page.goto("/manageTrailer");
    await expect(page.getByRole("heading", { name: t.sessionExpired })).toBeVisible();
    await page
      .getByRole("link", { name: t.continue })
      .or(page.getByRole("button", { name: t.continue }))
      .click();
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();
  },
);
