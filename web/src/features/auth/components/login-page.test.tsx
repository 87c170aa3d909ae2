import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEMO, installFakeApi } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

const orderField = () => screen.getByRole("textbox", { name: /order number/i });
const phoneField = () => screen.getByRole("textbox", { name: /mobile phone number/i });
const consent = () =>
  screen.getByRole("checkbox", { name: /i agree to the privacy policy and the terms of use/i });
const continueButton = () => screen.getByRole("button", { name: "Continue" });

describe("Login", () => {
  it("formats the phone as (XXX) XXX-XXXX while it is typed, on a numeric keypad", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(phoneField(), "555");
    expect(phoneField()).toHaveProperty("value", "(555");
    await user.type(phoneField(), "1234");
    expect(phoneField()).toHaveProperty("value", "(555) 123-4");
    await user.type(phoneField(), "567");
    expect(phoneField()).toHaveProperty("value", "(555) 123-4567");
    expect(phoneField().getAttribute("inputmode")).toBe("numeric");
    // An eleventh digit is kept and said to be one too many, never cut away.
    await user.type(phoneField(), "8");
    expect(phoneField()).toHaveProperty("value", "55512345678");
    expect(phoneField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A mobile number has 10 digits; this one has 11. Check it.")).toBeVisible();
  });

  it.each(["+1 555 010 0001", "1-555-010-0001", "555.010.0001"])(
    "a number pasted as %j reads (555) 010-0001, and signs in with its ten digits",
    async (pasted) => {
      const api = installFakeApi();
      const { user } = await renderApp("/login");
      await user.type(orderField(), DEMO.orderNumber);
      await user.click(phoneField());
      await user.paste(pasted);
      expect(phoneField()).toHaveProperty("value", "(555) 010-0001");
      expect(phoneField().getAttribute("aria-invalid")).not.toBe("true");
      await user.click(consent());
      await user.click(continueButton());
      await vi.waitFor(() =>
        expect(api.calls.find((c) => c.path === "/api/session/code")?.body).toMatchObject({
          mobileNumber: "5550100001",
        }),
      );
    },
  );

  it("a pasted number of twelve digits is a field error, and nothing is sent", async () => {
    const api = installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(orderField(), DEMO.orderNumber);
    await user.click(phoneField());
    await user.paste("+52 1 555 010 0001");
    expect(phoneField()).toHaveProperty("value", "5215550100001");
    expect(screen.getByText("A mobile number has 10 digits; this one has 13. Check it.")).toBeVisible();
    await user.click(consent());
    await user.click(continueButton());
    expect(phoneField().getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.filter((c) => c.path === "/api/session/code")).toEqual([]);
  });

  it("links the consent to the Privacy Policy and the Terms of Use", async () => {
    installFakeApi();
    await renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacyPolicy");
    expect(screen.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/termsOfUse");
    expect(screen.getByText(/you must be 18 or older/i)).toBeVisible();
  });

  it("says 'Required' for empty fields and asks for consent, and sends nothing", async () => {
    const api = installFakeApi();
    const { user } = await renderApp("/login");
    await user.click(continueButton());
    const orderError = orderField().getAttribute("aria-describedby")!;
    expect(document.getElementById(orderError)?.textContent).toContain("Required");
    expect(screen.getAllByText("Required")).toHaveLength(2);
    expect(screen.getByText(/to continue, agree to the privacy policy and the terms of use/i)).toBeVisible();
    expect(api.calls).toEqual([]);
    expect(document.activeElement).toBe(orderField());
  });

  it("requires the consent box even when both fields are right", async () => {
    const api = installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(orderField(), DEMO.orderNumber);
    await user.type(phoneField(), DEMO.mobileNumber);
    await user.click(continueButton());
    expect(screen.getByText(/to continue, agree/i)).toBeVisible();
    expect(document.activeElement).toBe(consent());
    expect(api.calls).toEqual([]);
  });

  it("rejects an order number of 40 characters with the max length message, keeping what was typed", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    const long = "A".repeat(40);
    await user.type(orderField(), long);
    await user.click(continueButton());
    expect(screen.getByText("Order number can have at most 12 characters.")).toBeVisible();
    expect(orderField()).toHaveProperty("value", long);
  });

  it("rejects an order number with symbols as invalid", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(orderField(), "K-100");
    await user.click(continueButton());
    expect(screen.getByText("Invalid order number. Use only letters and numbers.")).toBeVisible();
  });

  it("tells the driver that letters do not belong in the phone, and that a short number is invalid", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(phoneField(), "555abc");
    expect(phoneField()).toHaveProperty("value", "(555");
    expect(screen.getByText("Invalid phone number. Enter digits only.")).toBeVisible();
    await user.click(continueButton());
    expect(
      screen.getByText("Invalid phone number. Enter the 10 digits of your mobile number."),
    ).toBeVisible();
  });

  it("shows the invalid order answer of the Worker on the order number", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(orderField(), "NOSUCH1");
    await user.type(phoneField(), DEMO.mobileNumber);
    await user.click(consent());
    await user.click(continueButton());
    expect(await screen.findByText(/we can't find this order number/i)).toBeVisible();
  });

  it("sends a company driver to Welcome with the company-driver notice", async () => {
    installFakeApi();
    const { user, location } = await renderApp("/login");
    await user.type(orderField(), DEMO.orderNumber);
    await user.type(phoneField(), DEMO.companyDriverMobile);
    await user.click(consent());
    await user.click(continueButton());
    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText(/belongs to a company driver/i)).toBeVisible();
    expect(location().pathname).toBe("/");
  });

  it("asks which company when the order exists for both, then goes on to Verify identity", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(orderField(), DEMO.bothCompaniesOrder);
    await user.type(phoneField(), DEMO.mobileNumber);
    await user.click(consent());
    await user.click(continueButton());
    await screen.findByRole("heading", { name: "Select company" });
    await user.click(screen.getByRole("button", { name: "Swift" }));
    expect(await screen.findByRole("heading", { name: "Verify your identity" })).toBeVisible();
  });

  it("keeps what was typed across a reload", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(orderField(), "k1002");
    await user.type(phoneField(), "555123");
    await user.click(consent());
    await reload("/login");
    expect(await screen.findByRole("textbox", { name: /order number/i })).toHaveProperty("value", "k1002");
    expect(phoneField()).toHaveProperty("value", "(555) 123");
    expect(consent()).toHaveProperty("checked", true);
  });
});
