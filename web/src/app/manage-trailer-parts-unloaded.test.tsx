// Manage trailer when its parts' code cannot be fetched (manage-trailer-screen.tsx): the signal lost
// right after sign-in, before the code of the outbox's line and the driver's copies came and before
// the service worker kept it. The screen stays, without those parts; the route's error page never
// takes its place.
import { act, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const asked = vi.hoisted(() => ({ outboxLine: 0, copiesList: 0 }));
// As the browser answers a dynamic import with no signal.
vi.mock("#web/outbox/outbox-status.tsx", () => {
  asked.outboxLine += 1;
  throw new TypeError("Failed to fetch dynamically imported module: /assets/outbox-status.js");
});
vi.mock("#web/features/drivers-copy/components/drivers-copy-list.tsx", () => {
  asked.copiesList += 1;
  throw new TypeError("Failed to fetch dynamically imported module: /assets/drivers-copy-list.js");
});

it("stays on screen without the parts whose code could not be fetched", async () => {
  signInAs(installFakeApi());
  reloadPersistedSignals();
  await renderApp("/manageTrailer");
  await screen.findByRole("heading", { name: "Manage trailer" });
  await vi.waitFor(() => expect(asked).toEqual({ outboxLine: 1, copiesList: 1 }));
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(screen.getByRole("heading", { level: 1, name: "Manage trailer" })).toBeVisible();
  expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
});
