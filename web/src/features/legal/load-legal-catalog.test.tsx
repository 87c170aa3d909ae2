import { setupI18n } from "@lingui/core";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadLegalCatalog } from "./load-legal-catalog.ts";
import { renderLegalRoutes } from "./test-render.tsx";

afterEach(cleanup);

describe("legal catalog loading", () => {
  it("merges into the shell's catalog without changing the active locale", async () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "en-US", messages: { shellMessage: "Continue" } });

    await loadLegalCatalog(i18n, "es");

    expect(i18n.locale).toBe("en-US");
    expect(i18n.messages.shellMessage).toBe("Continue");
    i18n.activate("es");
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(50);
  });

  it("follows a language switch made while the page is open", async () => {
    const { i18n } = renderLegalRoutes("en-US", ["/privacyPolicy"]);
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });

    act(() => i18n.loadAndActivate({ locale: "es", messages: {} }));

    expect(await screen.findByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
    expect(screen.getByText("26 de enero de 2024")).toBeVisible();
  });

  it("loads the texts again when the shell replaces the locale's messages", async () => {
    const { i18n } = renderLegalRoutes("es", ["/termsOfUse"]);
    await screen.findByRole("heading", { level: 1, name: "Términos de uso" });

    act(() => i18n.loadAndActivate({ locale: "es", messages: { shellMessage: "Continuar" } }));

    expect(await screen.findByRole("heading", { level: 1, name: "Términos de uso" })).toBeVisible();
    expect(i18n.messages.shellMessage).toBe("Continuar");
    expect(screen.queryByText(/Terms of Use/)).toBeNull();
  });
});
