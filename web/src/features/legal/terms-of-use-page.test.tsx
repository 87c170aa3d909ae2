import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderLegalRoutes } from "./test-render.tsx";

afterEach(cleanup);

describe("Terms of use page", () => {
  it("states the §9 facts in English", async () => {
    renderLegalRoutes("en-US", ["/termsOfUse"]);

    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use" })).toBeTruthy();
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        "Who may use Hitch",
        "Use in the United States only",
        "Acceptable use",
        "Your responsibility for inspections",
        "No warranty",
        "Limitation of liability",
        "Claims within one year",
        "Governing law, arbitration and courts",
      ]),
    );
    expect(screen.getByText("January 26, 2024")).toBeTruthy();
    expect(screen.getByText(/You must be 18 or older/)).toBeTruthy();
    expect(screen.getByText(/must be brought within one year/)).toBeTruthy();
    expect(screen.getByText(/offered for use in the United States only/)).toBeTruthy();
    expect(screen.getByText(/governed by the laws of the State of Arizona/)).toBeTruthy();
    expect(screen.getByText(/arbitration administered by the American Arbitration Association/)).toBeTruthy();
    expect(screen.getByText(/courts in Phoenix, Maricopa County, Arizona/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacyPolicy");
  });

  it("is entirely in Spanish when es is active", async () => {
    renderLegalRoutes("es", ["/termsOfUse"]);

    expect(await screen.findByRole("heading", { level: 1, name: "Términos de uso" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Reclamaciones dentro de un año" })).toBeTruthy();
    expect(screen.getByText("26 de enero de 2024")).toBeTruthy();
    expect(screen.getByText(/Debe tener 18 años o más/)).toBeTruthy();
    expect(screen.getByText(/únicamente en los Estados Unidos/)).toBeTruthy();
    expect(screen.getByText(/leyes del estado de Arizona/)).toBeTruthy();
    expect(screen.getByText(/American Arbitration Association/)).toBeTruthy();
    expect(screen.getByText(/Phoenix, condado de Maricopa, Arizona/)).toBeTruthy();
    expect(screen.queryByText(/Terms of Use|Acceptable use/)).toBeNull();
  });

  it("goes Back to the page it was opened from", async () => {
    renderLegalRoutes("en-US", ["/privacyPolicy", "/termsOfUse"]);
    const [back] = await screen.findAllByRole("link", { name: "Back" });

    await userEvent.click(back!);

    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
  });

  it("leads Back to Login when opened directly", async () => {
    renderLegalRoutes("en-US", ["/termsOfUse"]);
    const [back] = await screen.findAllByRole("link", { name: "Back" });
    expect(back!.getAttribute("href")).toBe("/login");

    await userEvent.click(back!);

    expect(await screen.findByTestId("login-route")).toBeTruthy();
  });
});
