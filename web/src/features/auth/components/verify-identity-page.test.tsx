import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pendingSignIn, userDetails } from "#web/stores/session.ts";
import { DEMO, installFakeApi, RESEND_SECONDS } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const codeField = () => screen.getByRole("textbox", { name: /verification code/i });
const submit = () => screen.getByRole("button", { name: "Submit" });

/** Signs in up to the code step, as Login would leave it. */
function codeRequested(api: ReturnType<typeof installFakeApi>) {
  api.state.resendAt.set(DEMO.mobileNumber, Date.now() + RESEND_SECONDS * 1000);
  pendingSignIn.value = {
    orderNumber: DEMO.orderNumber,
    mobileNumber: DEMO.mobileNumber,
    company: "knight",
    resendAvailableAt: Date.now() + RESEND_SECONDS * 1000,
  };
}

describe("Verify identity", () => {
  it("shows where the code went and takes digits only", async () => {
    const api = installFakeApi();
    codeRequested(api);
    const { user } = await renderApp("/login/verify");
    expect(screen.getByText(DEMO.formattedMobile)).toBeVisible();
    await user.type(codeField(), "12a3");
    expect(codeField()).toHaveProperty("value", "123");
    expect(codeField().getAttribute("inputmode")).toBe("numeric");
  });

  it("refuses a 5-digit code without calling the Worker", async () => {
    const api = installFakeApi();
    codeRequested(api);
    const { user } = await renderApp("/login/verify");
    await user.type(codeField(), "12345");
    await user.click(submit());
    expect(screen.getByText("Enter the 6-digit code from the text message.")).toBeVisible();
    expect(api.calls.filter((c) => c.path === "/api/session")).toEqual([]);
  });

  it("says 'Invalid code. Please try again.' for a wrong code and keeps the driver here", async () => {
    const api = installFakeApi();
    codeRequested(api);
    const { user, location } = await renderApp("/login/verify");
    await user.type(codeField(), "999999");
    await user.click(submit());
    expect(await screen.findByText("Invalid code. Please try again.")).toBeVisible();
    expect(location().pathname).toBe("/login/verify");
    expect(userDetails.value).toBeNull();
  });

  it("signs in with the right code and lands on Manage trailer", async () => {
    const api = installFakeApi();
    codeRequested(api);
    const { user } = await renderApp("/login/verify");
    await user.type(codeField(), DEMO.code);
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    expect(userDetails.value?.orderNumber).toBe(DEMO.orderNumber);
    expect(pendingSignIn.value).toBeNull();
  });

  it("counts the resend cooldown down, then sends a new code and starts over", async () => {
    vi.useFakeTimers();
    const api = installFakeApi();
    codeRequested(api);
    await renderApp("/login/verify", { fakeTimers: true });
    const resend = () => screen.getByRole("button", { name: /resend code/i });
    expect(resend().textContent).toBe("Resend code in 0:30");
    expect(resend()).toHaveProperty("disabled", true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(resend().textContent).toBe("Resend code in 0:20");
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(resend().textContent).toBe("Resend code");
    expect(resend()).toHaveProperty("disabled", false);
    // A plain click: user-event's own pauses would need the clock moved for them.
    fireEvent.click(resend());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText(`A new code was sent to ${DEMO.formattedMobile}.`)).toBeVisible();
    expect(resend().textContent).toBe("Resend code in 0:30");
    expect(api.calls.filter((c) => c.path === "/api/session/code")).toHaveLength(1);
  });

  it("sends a driver with no code requested back to Login", async () => {
    installFakeApi();
    const { location } = await renderApp("/login/verify");
    expect(location().pathname).toBe("/login");
  });
});
