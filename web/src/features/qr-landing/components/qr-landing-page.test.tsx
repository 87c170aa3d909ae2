import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REEFER_QR_ID } from "#tests/mocks/logistics-data.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { unassociatedQr } from "#web/stores/unassociated-qr.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { RATE_LIMITS } from "#worker/rate-limit/limits.ts";

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

const STICKER_WORDS = {
  en: {
    locale: "en-US",
    invalid: "Invalid QR",
    notDryVan: /^This sticker is on a trailer Hitch does not handle: only dry vans/,
    unsaid:
      /^This QR code does not lead to a trailer you can use in Hitch\..* If the sticker is on a dry van, report it/,
    report: "Report this sticker",
    scanAnother: "Scan another code",
    typeIt: "Enter the trailer number",
    back: "Back",
  },
  es: {
    locale: "es",
    invalid: "QR inválido",
    notDryVan:
      /^Esta calcomanía está en un remolque que Hitch no maneja: en Hitch solo se enganchan y se dejan remolques tipo dry van/,
    unsaid:
      /^Este código QR no lleva a un remolque que pueda usar en Hitch\..* Si la calcomanía está en un remolque tipo dry van, repórtela/,
    report: "Reportar esta calcomanía",
    scanAnother: "Escanear otro código",
    typeIt: "Escriba el número del remolque",
    back: "Volver",
  },
} as const;

describe.each(Object.values(STICKER_WORDS))(
  "A sticker that leads to no trailer to work with ($locale)",
  (words) => {
    async function landedOn(qrId: string, network?: (api: ReturnType<typeof installFakeApi>) => void) {
      const api = installFakeApi();
      signInAs(api);
      network?.(api);
      reloadPersistedSignals();
      await act(() => activateLocale(words.locale));
      await renderApp(`/trailers/${qrId}`);
    }

    it("on a trailer Hitch does not handle (a reefer, reason 484): says so, and offers no sticker report", async () => {
      await landedOn(REEFER_QR_ID);
      expect(await screen.findByRole("heading", { name: words.invalid })).toBeVisible();
      expect(screen.getByText(words.notDryVan)).toBeVisible();
      expect(screen.queryByRole("link", { name: words.report })).toBeNull();
      expect(screen.queryByRole("link", { name: words.typeIt })).toBeNull();
      expect(screen.getByRole("link", { name: words.scanAnother })).toBeVisible();
      // A way back to Manage trailer for the installed app, which has no browser Back (decision 107).
      expect(screen.getByRole("link", { name: words.back })).toHaveAttribute("href", "/manageTrailer");
      expect(unassociatedQr.value).toBeNull();
    });

    it("when the answer does not say why (an edge of an earlier version): says what is known, and the report stays offered", async () => {
      await landedOn("QR-UNSAID", (api) => {
        // As answered before the edge said why: isFound false alone.
        const answer = api.fetch.getMockImplementation()!;
        api.fetch.mockImplementation((input, init) =>
          String(input).includes("/api/trailers/qr/QR-UNSAID")
            ? Promise.resolve(Response.json({ isFound: false }))
            : answer(input, init),
        );
      });
      expect(await screen.findByText(words.unsaid)).toBeVisible();
      expect(screen.getByRole("link", { name: words.report })).toBeVisible();
      expect(unassociatedQr.value).toBe("QR-UNSAID");
    });
  },
);

const LIMIT_WORDS = {
  en: {
    locale: "en-US",
    failed: "Trailer lookup failed",
    wait: /^Too many attempts\. Try again in \d+ seconds\.$/,
    tryAgain: "Try again",
  },
  es: {
    locale: "es",
    failed: "No se pudo buscar el remolque",
    wait: /^Demasiados intentos\. Intente de nuevo en \d+ segundos\.$/,
    tryAgain: "Intentar de nuevo",
  },
} as const;

describe.each(Object.values(LIMIT_WORDS))("A sticker scanned past the lookups' limit ($locale)", (words) => {
  it("says how long to wait (decision 118), not that the lookup broke", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    // This session already looked up a quarter hour's worth of trailers.
    for (let i = 0; i < RATE_LIMITS.trailerLookups.limit; i++) {
      expect((await api.fetch(`/api/trailers/qr/${DEMO.qrId}`)).status).toBe(200);
    }
    await act(() => activateLocale(words.locale));
    await renderApp(`/trailers/${DEMO.qrId}`);
    expect(await screen.findByRole("heading", { name: words.failed })).toBeVisible();
    expect(screen.getByText(words.wait)).toBeVisible();
    expect(screen.getByRole("link", { name: words.tryAgain })).toBeVisible();
  }, 30_000);
});
