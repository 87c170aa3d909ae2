import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { detectLocale } from "#web/lib/i18n.ts";
import { installFakeApi } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

describe("Welcome", () => {
  it("tells Knight and Swift fleet drivers to use their company apps; others continue", async () => {
    installFakeApi();
    const { user } = await renderApp("/");
    expect(screen.getByRole("heading", { name: "Knight or Swift company driver?" })).toBeVisible();
    expect(screen.getByText(/close this browser and use your company apps/i)).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  it("switches language from the header, before sign-in", async () => {
    installFakeApi();
    const { user } = await renderApp("/");
    await user.click(screen.getByRole("button", { name: "Español" }));
    expect(await screen.findByRole("heading", { name: "Bienvenido a Hitch" })).toBeVisible();
    expect(document.documentElement.lang).toBe("es");
  });

  it("starts in Spanish on a Spanish phone, in English otherwise", () => {
    expect(detectLocale("es-MX")).toBe("es");
    expect(detectLocale("es")).toBe("es");
    expect(detectLocale("en-US")).toBe("en-US");
    expect(detectLocale("fr-FR")).toBe("en-US");
    expect(detectLocale(undefined)).toBe("en-US");
  });

  it("covers the app with the rotate overlay whenever the phone is not upright", async () => {
    installFakeApi();
    window.happyDOM?.setViewport({ width: 844, height: 390 });
    await renderApp("/");
    expect(screen.getByText("Rotate your device")).toBeVisible();
  });
});
