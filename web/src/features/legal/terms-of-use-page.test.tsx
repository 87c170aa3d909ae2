import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderLegalRoutes } from "./test-render.tsx";

afterEach(cleanup);

describe("Terms of use page", () => {
  it("states the §9 facts in English", async () => {
    renderLegalRoutes("en-US", ["/termsOfUse"]);

    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
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
    expect(screen.getByText("January 26, 2024")).toBeVisible();
    expect(screen.getByText(/You must be 18 or older/)).toBeVisible();
    expect(screen.getByText(/must be brought within one year/)).toBeVisible();
    expect(screen.getByText(/offered for use in the United States only/)).toBeVisible();
    expect(screen.getByText(/governed by the laws of the State of Arizona/)).toBeVisible();
    expect(
      screen.getByText(/arbitration administered by the American Arbitration Association/),
    ).toBeVisible();
    expect(screen.getByText(/courts in Phoenix, Maricopa County, Arizona/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacyPolicy");
  });

  it("is entirely in Spanish when es is active", async () => {
    renderLegalRoutes("es", ["/termsOfUse"]);

    expect(await screen.findByRole("heading", { level: 1, name: "Términos de uso" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Reclamaciones dentro de un año" })).toBeVisible();
    expect(screen.getByText("26 de enero de 2024")).toBeVisible();
    expect(screen.getByText(/Debe tener 18 años o más/)).toBeVisible();
    expect(screen.getByText(/únicamente en los Estados Unidos/)).toBeVisible();
    expect(screen.getByText(/leyes del estado de Arizona/)).toBeVisible();
    expect(screen.getByText(/American Arbitration Association/)).toBeVisible();
    expect(screen.getByText(/Phoenix, condado de Maricopa, Arizona/)).toBeVisible();
    expect(screen.queryByText(/Terms of Use|Acceptable use/)).toBeNull();
  });

  it("goes Back to the page it was opened from", async () => {
    renderLegalRoutes("en-US", ["/privacyPolicy", "/termsOfUse"]);
    const [back] = await screen.findAllByRole("link", { name: "Back" });

    await userEvent.click(back!);

    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  it("leads Back to Login when opened directly", async () => {
    renderLegalRoutes("en-US", ["/termsOfUse"]);
    const [back] = await screen.findAllByRole("link", { name: "Back" });
    expect(back!.getAttribute("href")).toBe("/login");

    await userEvent.click(back!);

    expect(await screen.findByTestId("login-route")).toBeVisible();
  });
});
