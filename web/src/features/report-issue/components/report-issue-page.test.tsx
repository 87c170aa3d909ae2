import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reloadPersistedSignals } from "../../../lib/storage.ts";
import { DEMO, installFakeApi, signInAs } from "../../../test/fake-api.ts";
import { reload, renderApp } from "../../../test/render-app.tsx";

const field = (name: RegExp) => screen.getByRole("textbox", { name });

async function signedIn() {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  return { api, ...(await renderApp("/reportIssue")) };
}

describe("Report issue", () => {
  it("prefills company, phone and order number from the driver's details", async () => {
    await signedIn();
    expect(screen.getByRole("combobox", { name: /company/i })).toHaveProperty("value", "knight");
    expect(field(/phone number/i)).toHaveProperty("value", DEMO.formattedMobile);
    expect(field(/order number/i)).toHaveProperty("value", DEMO.orderNumber);
  });

  it("requires every field", async () => {
    const { user, api } = await signedIn();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getAllByText("Required")).toHaveLength(2); // description, trailer number
    expect(api.calls.some((c) => c.path === "/api/feedback")).toBe(false);
  });

  it("shows the session's order and phone read-only, and leaves them to the Worker to add", async () => {
    const { user, api } = await signedIn();
    expect(field(/phone number/i)).toHaveProperty("readOnly", true);
    expect(field(/order number/i)).toHaveProperty("readOnly", true);
    await user.type(field(/order number/i), "999");
    expect(field(/order number/i)).toHaveProperty("value", DEMO.orderNumber);
    await user.type(field(/what happened/i), "Landing gear bent");
    await user.type(field(/trailer number/i), DEMO.trailerNumber);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Feedback submitted successfully");
    expect(api.calls.find((c) => c.path === "/api/feedback")?.body).toEqual({
      description: "Landing gear bent",
      company: "knight",
      trailerNumber: DEMO.trailerNumber,
    });
  });

  it("says 'Feedback submitted successfully' and goes back to Manage trailer", async () => {
    const { user } = await signedIn();
    await user.type(field(/what happened/i), "Landing gear bent");
    await user.type(field(/trailer number/i), DEMO.trailerNumber);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Feedback submitted successfully")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeTruthy();
  });

  it("says 'Feedback could not be submitted' when the API refuses it, keeping the text", async () => {
    const { user, api } = await signedIn();
    api.state.feedbackAccepted = false;
    await user.type(field(/what happened/i), "Landing gear bent");
    await user.type(field(/trailer number/i), DEMO.trailerNumber);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Feedback could not be submitted"),
    );
    expect(field(/what happened/i)).toHaveProperty("value", "Landing gear bent");
  });

  it("keeps what was typed across a reload", async () => {
    const { user } = await signedIn();
    await user.type(field(/what happened/i), "Half a report");
    await reload("/reportIssue");
    expect(field(/what happened/i)).toHaveProperty("value", "Half a report");
  });
});
