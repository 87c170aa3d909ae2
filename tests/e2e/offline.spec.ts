import { expect, test } from "@playwright/test";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import { expectAccessible } from "#tests/e2e/support/screen-audit.ts";
import { untilServiceWorkerControls } from "#tests/e2e/support/service-worker.ts";
import { submitLogin, testOrder } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";

// The app's own behaviour without signal: once (decision 080).
test(
  "with the network cut the app still opens, and calls end in No Service",
  { tag: "@en" },
  async ({ page, context }, info) => {
    const { t, mine } = languages(info);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();
    // The service worker has precached the shell once it controls the page.
    await untilServiceWorkerControls(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: t.signIn })).toBeVisible();
    // The screen says what it can do without signal.
    const tr = await translator(mine);
    await expect(
      page.getByText(
        tr("Signing in needs signal. What you typed stays on this phone; continue when you have signal."),
      ),
    ).toBeVisible();

    await submitLogin(page, t, (await makeFixture({ trailers: 0 })).mobileNumber);
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: t.noService })).toBeVisible();
    await expect(dialog.getByRole("button", { name: t.reload })).toBeVisible();
    await expectAccessible(page, "No Service");
    // What the driver typed is still there.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByLabel(t.orderNumber)).toHaveValue(testOrder());
  },
);
