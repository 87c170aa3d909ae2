// A signed-in screen when the code of its parts cannot be fetched (lib/until-loaded.ts): the signal
// lost right after sign-in, before the code of the sync line, the outbox's line and the driver's
// copies came and before the service worker kept it. The screen stays, without those parts; neither
// the route's error page nor a blank page takes its place, and the parts' code is asked for again
// once the signal is back.
import { act, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const asked = vi.hoisted(() => ({ signal: false, syncLine: 0, outboxLine: 0, copiesList: 0 }));
/** As the browser answers a dynamic import with no signal; with signal, the module itself. */
const fetched = vi.hoisted(
  () => async (part: "syncLine" | "outboxLine" | "copiesList", actual: () => unknown) => {
    asked[part] += 1;
    if (!asked.signal) throw new TypeError(`Failed to fetch dynamically imported module: /assets/${part}.js`);
    return actual();
  },
);
vi.mock("#web/app/signed-in-after-first-screen.tsx", () =>
  fetched("syncLine", () => vi.importActual("#web/app/signed-in-after-first-screen.tsx")),
);
vi.mock("#web/outbox/outbox-status.tsx", () =>
  fetched("outboxLine", () => vi.importActual("#web/outbox/outbox-status.tsx")),
);
vi.mock("#web/features/drivers-copy/components/drivers-copy-list.tsx", () =>
  fetched("copiesList", () => vi.importActual("#web/features/drivers-copy/components/drivers-copy-list.tsx")),
);

it("stays on screen without the parts whose code could not be fetched, and asks for it again with signal", async () => {
  signInAs(installFakeApi());
  reloadPersistedSignals();
  await renderApp("/manageTrailer");
  await screen.findByRole("heading", { name: "Manage trailer" });
  await vi.waitFor(() => expect(asked).toMatchObject({ syncLine: 1, outboxLine: 1, copiesList: 1 }));
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(screen.getByRole("heading", { level: 1, name: "Manage trailer" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Attach a trailer" })).toBeVisible();
  expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();

  asked.signal = true;
  await act(async () => {
    dispatchEvent(new Event("online"));
  });
  await vi.waitFor(() => expect(asked).toMatchObject({ syncLine: 2, outboxLine: 2, copiesList: 2 }));
  expect(screen.getByRole("link", { name: "Attach a trailer" })).toBeVisible();
});
