// Accessible at night, with gloves, in Spanish (decision 056): the
// dialogs and screens no workflow test stops on, checked like every other screen
// (expectAccessible: axe in the light and the dark theme, names, 48 px targets),
// and the main screens at twice the phone's text size, where nothing may scroll
// sideways and the main action stays within reach. The other screens are
// checked by the specs that reach them (screens, trailer-workflow,
// assessment-photos, finder). Drivers made for each test (decision 116).
import { expect, type Page, test } from "@playwright/test";
import type { Tr } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { makeFixture } from "#tests/e2e/support/fixtures.ts";
import {
  axeViolations,
  expectAccessible,
  expectReflowAtDoubleText,
} from "#tests/e2e/support/screen-audit.ts";
import { enterTextedCode, submitLogin } from "#tests/e2e/support/sign-in.ts";
import { languages } from "#tests/e2e/support/text.ts";

/** The demo yard (README, Demo data): the seeded trailers stand within a few hundred feet. */
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
test.use({ geolocation: YARD, permissions: ["geolocation", "camera"] });

/** A healthy seeded trailer: checked and assessed here, never attached. */
const TRAILER = "400101";

/** From Manage trailer: the trailer's number typed and checked, a loaded trailer, on to its assessment. */
async function toAssessment(page: Page, tr: Tr): Promise<void> {
  await page.getByRole("link", { name: tr("Enter the number instead") }).click();
  await page.getByLabel(tr("Trailer number")).fill(TRAILER);
  await page.getByRole("button", { name: tr("Complete Assessment") }).click();
  await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
  await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
  await page.getByRole("button", { name: tr("Continue") }).click();
  await expect(
    page.getByRole("heading", { name: tr("Assess trailer {trailerNumber}", { trailerNumber: TRAILER }) }),
  ).toBeVisible();
}

test(
  "the app's dialogs, Report issue and the screens no workflow test stops on",
  { tag: "@en" },
  async ({ page, context }, info) => {
    const { t, mine } = languages(info);
    const tr = await translator(mine);
    const { mobileNumber: phone } = await makeFixture({ trailers: 0 });
    // An order booked with two companies: the driver picks one (or goes back).
    await page.goto("/login");
    await page.getByLabel(t.orderNumber).fill("2002002");
    await page.getByLabel(t.mobileNumber).pressSequentially(phone);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.continue, exact: true }).click();
    await expect(page.getByRole("heading", { name: tr("Select company") })).toBeVisible();
    await expectAccessible(page, "Select company");
    await page.getByRole("link", { name: tr("Change order or phone number") }).click();

    await page.getByLabel(t.orderNumber).clear();
    await page.getByLabel(t.mobileNumber).clear();
    const sentAt = new Date(Date.now() - 2000);
    await submitLogin(page, t, phone);
    await enterTextedCode(page, t, phone, sentAt);

    // The menu's Edit order number dialog.
    await page.getByRole("button", { name: t.menu }).click();
    await page.getByRole("menuitem", { name: tr("Edit order number") }).click();
    const editOrder = page.getByRole("dialog", { name: tr("Edit order number") });
    await expect(editOrder).toBeVisible();
    await expectAccessible(page, "Edit order number");
    await editOrder.getByRole("button", { name: tr("Cancel") }).click();

    // Report issue, the page of its own.
    await page.goto("/reportIssue");
    await expect(page.getByLabel(tr("What happened?"))).toBeVisible();
    await page.getByRole("button", { name: tr("Send report") }).click();
    await expect(page.locator(".field-error").first()).toBeVisible();
    await expectAccessible(page, "Report issue with its errors");

    // Report issue over a workflow step.
    await page.goto("/manageTrailer");
    await page.getByRole("link", { name: tr("Enter the number instead") }).click();
    await page.getByRole("button", { name: tr("Report an issue") }).click();
    const overlay = page.getByRole("dialog", { name: tr("Report an issue") });
    await expect(overlay).toBeVisible();
    await expectAccessible(page, "Report issue overlay");
    await overlay.getByRole("button", { name: tr("Cancel") }).click();
    await expect(overlay).toBeHidden();

    // Request Timed Out: the edge says the logistics API did not answer the trailer check.
    await page.route("**/api/trailers/check", (route) =>
      route.fulfill({
        status: 408,
        contentType: "application/json",
        body: JSON.stringify({
          message: "No Response From API",
          statusCode: 408,
          reasonCode: -1,
          kind: "timeout",
        }),
      }),
    );
    await page.getByLabel(tr("Trailer number")).fill(TRAILER);
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    const timedOut = page.getByRole("alertdialog", { name: tr("Request Timed Out") });
    await expect(timedOut).toBeVisible();
    await expectAccessible(page, "Request Timed Out");
    await page.unroute("**/api/trailers/check");
    await timedOut.getByRole("button", { name: tr("Try Again") }).click();
    // The check is sent again, and the step goes on (decision 106).
    await expect(
      page.getByRole("heading", {
        name: tr("Take possession of trailer {trailerNumber}", { trailerNumber: TRAILER }),
      }),
    ).toBeVisible();
    await page.goto("/manageTrailer");
    await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();

    // A confirmation: resetting the assessment.
    await toAssessment(page, tr);
    await page.getByRole("button", { name: tr("Reset") }).click();
    const reset = page.getByRole("alertdialog", { name: tr("Reset the assessment?") });
    await expect(reset).toBeVisible();
    await expectAccessible(page, "Reset the assessment?");
    await reset.getByRole("button", { name: tr("Keep my answers") }).click();

    // No signal: the screen's offline line (decision 107), then No Service when a call cannot go.
    await page.goto("/manageTrailer");
    await expect(page.getByRole("heading", { name: tr("Manage trailer") })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: t.noService })).toBeVisible();
    await expectAccessible(page, "Manage trailer offline, with its line");
    await page.getByRole("link", { name: tr("Enter the number instead") }).click();
    await page.getByLabel(tr("Trailer number")).fill(TRAILER);
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    await expect(page.getByRole("alertdialog", { name: t.noService })).toBeVisible();
    await expectAccessible(page, "No Service");
    await context.setOffline(false);

    // The camera refused (the driver said no when the phone asked): the scanner says so and shows
    // how to allow it. The phone's answer is the edge of the system, faked for the rest of this page.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.goto("/trailers/scan");
    await expect(page.getByRole("heading", { name: tr("Allow the camera and your location") })).toBeVisible();
    await expect(
      page.getByText(
        tr(
          "The camera is not allowed for Hitch. Allow it in your phone's settings (see below), or enter the trailer number.",
        ),
      ),
    ).toBeVisible();
    await expectAccessible(page, "Scanner, camera refused, with its help");

    // Turned sideways: the notice to turn it upright covers the app.
    await page.goto("/manageTrailer");
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.getByText(tr("Rotate your device"))).toBeVisible();
    await expectAccessible(page, "Rotate your device");
  },
);

test(
  "at twice the text size nothing scrolls sideways and the main action is in reach",
  { tag: "@es" },
  async ({ page }, info) => {
    const { t, mine } = languages(info);
    const tr = await translator(mine);
    const { mobileNumber: phone } = await makeFixture({ trailers: 0 });

    await page.goto("/");
    await expectReflowAtDoubleText(
      page,
      page.getByRole("link", { name: t.continue, exact: true }),
      "Welcome",
    );
    await page.goto("/login");
    await expectReflowAtDoubleText(
      page,
      page.getByRole("button", { name: t.continue, exact: true }),
      "Login",
    );
    const sentAt = new Date(Date.now() - 2000);
    await submitLogin(page, t, phone);
    await expect(page.getByLabel(t.verificationCode)).toBeVisible();
    await expectReflowAtDoubleText(page, page.getByRole("button", { name: t.submit, exact: true }), "Verify");
    await enterTextedCode(page, t, phone, sentAt);
    await expectReflowAtDoubleText(
      page,
      page.getByRole("link", { name: tr("Attach a trailer") }),
      "Manage trailer",
    );
    await page.getByRole("button", { name: t.menu }).click();
    await expectReflowAtDoubleText(page, page.getByRole("menuitem", { name: t.logOut }), "Menu");
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: tr("Enter the number instead") }).click();
    await expectReflowAtDoubleText(
      page,
      page.getByRole("button", { name: tr("Complete Assessment") }),
      "Enter the number",
    );
    await page.getByLabel(tr("Trailer number")).fill(TRAILER);
    await page.getByRole("button", { name: tr("Complete Assessment") }).click();
    await expect(page.getByRole("radio", { name: tr("Loaded trailer") })).toBeVisible();
    await expectReflowAtDoubleText(
      page,
      page.getByRole("button", { name: tr("Continue") }),
      "Take possession",
    );
    await page.getByRole("radio", { name: tr("Loaded trailer") }).check();
    await page.getByRole("checkbox", { name: tr("No seal on this trailer") }).check();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await expectReflowAtDoubleText(
      page,
      page.getByRole("button", { name: tr("Submit assessment") }),
      "Assessment",
    );
    await page
      .getByRole("group", { name: tr("Tires and wheels") })
      .getByRole("radio", { name: tr("Damaged") })
      .click();
    await expect(page.getByRole("heading", { name: tr("Tires and wheels") })).toBeVisible();
    await expectReflowAtDoubleText(page, page.getByRole("link", { name: tr("Done") }), "Tires and wheels");

    await page.goto("/reportIssue");
    await expectReflowAtDoubleText(
      page,
      page.getByRole("button", { name: tr("Send report") }),
      "Report issue",
    );
  },
);

test(
  "the screen audit finds text too faint to read, at AA and at AAA contrast",
  { tag: "@en" },
  async ({ page }, info) => {
    const { t } = languages(info);
    await page.goto("/login");
    await expect(page.getByLabel(t.orderNumber)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Added after axe is in the page, so the next reads must see the page as it is now: grey on
    // white at 2.3:1 (below AA's 4.5:1) and at 4.5:1 (below AAA's 7:1).
    await page.getByLabel(t.orderNumber).evaluate((input) => {
      for (const [id, color] of [
        ["faint", "#aaa"],
        ["dim", "#767676"],
      ] as const) {
        const line = Object.assign(document.createElement("p"), { id, textContent: "Trailer 400101" });
        line.style.cssText = `color: ${color}; background: #fff`;
        input.closest("form")?.prepend(line);
      }
    });
    for (const coloursOnly of [false, true]) {
      const found = await axeViolations(page, coloursOnly);
      expect(found.find((line) => line.startsWith("color-contrast #faint"))).toBeDefined();
      expect(found.find((line) => line.startsWith("color-contrast-enhanced #dim"))).toBeDefined();
    }
    // A new document has no axe in it until the audit puts it there again.
    await page.reload();
    await expect(page.getByLabel(t.orderNumber)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);
