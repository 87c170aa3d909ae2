import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { unassociatedQr } from "#web/stores/unassociated-qr.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

describe("QR landing", () => {
  it("goes straight on into the workflow for the trailer behind the sticker", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { location } = await renderApp(`/trailers/${DEMO.qrId}`);
    expect(
      await screen.findByRole("heading", { name: `Verify trailer ${DEMO.trailerNumber}` }),
    ).toBeVisible();
    expect(location().pathname).toBe("/trailers/manualEntry/verification");
    // The flow holds the trailer found, named by its sticker (the edge's mapping of a trailer found
    // by QR, docs/product.md §4, is held by worker/api/driver-routes.test.ts).
    expect(flow.value).toMatchObject({
      association: "attach",
      trailer: { scannedId: DEMO.qrId, trailerNumber: DEMO.trailerNumber },
    });
    // The Worker was asked with the sticker itself, for the signed-in driver.
    expect(api.calls.some((c) => c.path === "/api/trailers/check")).toBe(true);
  });

  it("says 'Invalid QR' for a sticker that points at no trailer, and remembers it to report", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await renderApp("/trailers/QR-NOBODY");
    expect(screen.getByRole("heading", { name: "Invalid QR" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Scan another code" }).getAttribute("href")).toBe(
      "/trailers/scan",
    );
    expect(screen.getByRole("link", { name: "Report this sticker" }).getAttribute("href")).toBe(
      "/reportUnassociatedQr",
    );
    expect(unassociatedQr.value).toBe("QR-NOBODY");
  });
});
