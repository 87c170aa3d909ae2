// What fails beside a screen (here the alert banner, drawn above every screen) shows the error page
// with its way out, never a blank page (routes.tsx AppRoutes).
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { renderApp } from "#web/test/render-app.tsx";

vi.mock("#web/features/alerts/components/alert-banner.tsx", () => ({
  AlertBanner: () => {
    throw new Error("The banner failed to render");
  },
}));

it("shows the error page, with Reload and the way to the start, when the layout around a screen fails", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await renderApp("/welcome");
  expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  expect(screen.getByRole("button", { name: "Reload" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Go to the start" })).toBeVisible();
});
