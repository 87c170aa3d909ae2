import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderLegalRoutes } from "./test-render.tsx";

afterEach(cleanup);

describe("Privacy policy page", () => {
  it("states the §9 facts in English", async () => {
    renderLegalRoutes("en-US", ["/privacyPolicy"]);

    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        "Information we collect",
        "Who we share it with",
        "How long we keep it",
        "Your rights and choices",
        "Children",
        "Contact us",
      ]),
    );
    expect(screen.getByText("January 26, 2024").getAttribute("datetime")).toBe("2024-01-26");
    expect(screen.getByText(/respond within 45 days .* another 45 days/)).toBeVisible();
    expect(screen.getByText(/in the 12 months before your request/)).toBeVisible();
    expect(
      screen.getByText(/no more than two requests for access or data portability in any 12-month period/),
    ).toBeVisible();
    expect(screen.getByText(/not meant for anyone under 16/)).toBeVisible();
    expect(screen.getByText(/Your mobile phone number/)).toBeVisible();
    expect(screen.getByText(/use Report Issue in Hitch/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/termsOfUse");
  });

  it("is entirely in Spanish when es is active", async () => {
    renderLegalRoutes("es", ["/privacyPolicy"]);

    expect(await screen.findByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Sus derechos y opciones" })).toBeVisible();
    expect(screen.getByText("26 de enero de 2024")).toBeVisible();
    expect(screen.getByText(/dentro de los 45 días .* otros 45 días/)).toBeVisible();
    expect(screen.getByText(/en los 12 meses anteriores a su solicitud/)).toBeVisible();
    expect(screen.getByText(/como máximo dos solicitudes de acceso o de portabilidad/)).toBeVisible();
    expect(screen.getByText(/no está dirigido a menores de 16 años/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Términos de uso" })).toBeVisible();
    expect(screen.getAllByRole("link", { name: "Volver" })).toHaveLength(2);
    expect(screen.queryByText(/Privacy Policy|Information we collect/)).toBeNull();
  });
});
