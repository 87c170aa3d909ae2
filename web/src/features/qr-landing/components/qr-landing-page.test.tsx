import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reloadPersistedSignals } from "../../../lib/storage.ts";
import { scannedQr } from "../../../stores/scanned-qr.ts";
import { DEMO, installFakeApi, signInAs } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

describe("QR landing", () => {
  it("shows the trailer behind the sticker and remembers the scanned id", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await renderApp(`/trailers/${DEMO.qrId}`);
    expect(screen.getByRole("heading", { name: `Trailer ${DEMO.trailerNumber}` })).toBeTruthy();
    expect(screen.getByText("Knight")).toBeTruthy();
    expect(screen.getByText("Logistics")).toBeTruthy();
    expect(scannedQr.value?.qrId).toBe(DEMO.qrId);
    expect(JSON.parse(localStorage.getItem("hitch:scannedQr")!).qrId).toBe(DEMO.qrId);
  });

  it("says 'Invalid QR' and what to do for a sticker that points at no trailer", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await renderApp("/trailers/QR-NOBODY");
    expect(screen.getByRole("heading", { name: "Invalid QR" })).toBeTruthy();
    expect(screen.getByText(/scan another code/i)).toBeTruthy();
  });
});
