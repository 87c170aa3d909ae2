// A link drawn as a button says it is working from the tap until the next screen is drawn: the
// router keeps the screen the driver tapped on while the next one's code downloads (decision 106).
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ButtonLink } from "./button.tsx";

/** A screen whose code arrives when the test says. */
function heldScreen() {
  let arrive = () => {};
  const code = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>Enter the trailer number</h1> });
  });
  return { Screen: lazy(() => code), arrive };
}

function Home() {
  const { search } = useLocation();
  return (
    <>
      <h1>Manage trailer{search}</h1>
      <ButtonLink to="/manual">Enter the number instead</ButtonLink>
      <ButtonLink to="/?tab=recent">Your recent work</ButtonLink>
    </>
  );
}

function renderRoutes(Manual: React.ComponentType) {
  return render(
    <BrowserRouter>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/manual" element={<Manual />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

describe("a link drawn as a button", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));
  afterEach(cleanup);

  it("is busy from the tap until the next screen's code has come, and a second tap opens it once", async () => {
    const user = userEvent.setup();
    const { Screen, arrive } = heldScreen();
    renderRoutes(Screen);
    const link = screen.getByRole("link", { name: "Enter the number instead" });
    expect(link).not.toHaveAttribute("aria-busy");
    const entries = window.history.length;

    await user.click(link);
    // Still the screen the driver tapped on, with the tapped button saying it is working.
    expect(screen.getByRole("heading", { name: "Manage trailer" })).toBeVisible();
    expect(link).toHaveAttribute("aria-busy", "true");
    await user.click(link);
    expect(window.history.length).toBe(entries + 1);

    arrive();
    expect(await screen.findByRole("heading", { name: "Enter the trailer number" })).toBeVisible();
    expect(window.location.pathname).toBe("/manual");
  });

  it("is free again once the screen has moved on, when it is still shown", async () => {
    const user = userEvent.setup();
    renderRoutes(heldScreen().Screen);
    const link = screen.getByRole("link", { name: "Your recent work" });

    await user.click(link);

    expect(await screen.findByRole("heading", { name: "Manage trailer?tab=recent" })).toBeVisible();
    expect(link).not.toHaveAttribute("aria-busy");
  });
});
