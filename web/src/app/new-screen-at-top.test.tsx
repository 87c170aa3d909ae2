// A screen moved on to opens at its top; going back and the first screen keep the scroll.
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { useNewScreenAtTop } from "./new-screen-at-top.ts";

afterEach(() => globalThis.scrollTo(0, 0));

let navigate: NavigateFunction;
function Screens() {
  useNewScreenAtTop();
  navigate = useNavigate();
  return (
    <Routes>
      {["/a", "/b", "/c"].map((path) => (
        <Route key={path} path={path} element={<h1>{path}</h1>} />
      ))}
    </Routes>
  );
}

describe("a screen moved on to", () => {
  it("opens at its top when reached from low on Manage trailer", async () => {
    signInAs(installFakeApi());
    reloadPersistedSignals();
    const { user } = await renderApp("/manageTrailer");
    globalThis.scrollTo(0, 400);
    expect(globalThis.scrollY).toBe(400);
    await user.click(screen.getByRole("link", { name: "Report an issue" }));
    expect(await screen.findByRole("heading", { name: "Report an issue" })).toBeVisible();
    expect(globalThis.scrollY).toBe(0);
  });

  it("keeps the scroll of the first screen drawn and of going back; a redirect opens at the top", async () => {
    globalThis.scrollTo(0, 300);
    render(
      <MemoryRouter initialEntries={["/a"]}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "/a" })).toBeVisible();
    expect(globalThis.scrollY).toBe(300);

    await act(async () => navigate("/b"));
    expect(globalThis.scrollY).toBe(0);

    globalThis.scrollTo(0, 500);
    await act(async () => navigate(-1));
    expect(screen.getByRole("heading", { name: "/a" })).toBeVisible();
    expect(globalThis.scrollY).toBe(500);

    await act(async () => navigate("/c", { replace: true }));
    expect(globalThis.scrollY).toBe(0);
  });
});
