import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { ownerMeta } from "#web/outbox/outbox-entry.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { answeredRequestId, DEMO, demoUser, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

/** A call the driver makes and waits for: looking a trailer up by its number on Manual entry. */
async function lookUpTrailer(user: Awaited<ReturnType<typeof renderApp>>["user"]) {
  await user.type(screen.getByRole("textbox", { name: /trailer number/i }), DEMO.trailerNumber);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
}

describe("a call that gets no answer (docs/product.md §8)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ["en-US", "Request Timed Out", "Try Again", "Trailer"],
    ["es", "Se agotó el tiempo de espera", "Intentar de nuevo", "Remolque"],
  ] as const)(
    "in %s, raises 'Request Timed Out'; Try Again sends the same call again, and the step goes on (decision 106)",
    async (locale, title, tryAgain, trailer) => {
      const api = installFakeApi();
      signInAs(api);
      reloadPersistedSignals();
      const { user, location } = await renderApp("/trailers/manualEntry/attach");
      await act(() => activateLocale(locale));
      api.state.upstreamTimeout = true;
      await user.type(screen.getByRole("textbox"), DEMO.trailerNumber);
      const lookUp = screen.getByRole("button", { name: /Complete Assessment|Hacer la inspección/ });
      await user.click(lookUp);
      const dialog = await screen.findByRole("alertdialog", { name: title });
      // The Worker answered that the carrier did not: its request id is in the screenshot (decision 070).
      const requestId = await answeredRequestId(api, "/api/trailers/");
      expect(dialog.textContent).toContain(requestId);
      // The step waits on the driver's choice: still busy, nothing sent twice.
      expect(lookUp.getAttribute("aria-busy")).toBe("true");
      const lookups = () => api.calls.filter((c) => c.path.startsWith("/api/trailers/number/"));
      expect(lookups()).toHaveLength(1);
      api.state.upstreamTimeout = false;
      await user.click(within(dialog).getByRole("button", { name: tryAgain }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      // The same lookup again, and on to the trailer's check as the first try would have gone.
      expect(await screen.findByRole("heading", { name: `${trailer} ${DEMO.trailerNumber}` })).toBeVisible();
      expect(lookups()).toHaveLength(2);
      expect(lookups()[1]?.path).toBe(lookups()[0]?.path);
      expect(location().pathname).toBe("/trailers/check");
    },
  );

  it("Report Issue leads to the report form with what is known filled in, and back to the step once sent", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { user, location, navigate } = await renderApp("/manageTrailer");
    startFlow({
      association: "attach",
      trailer: {
        trailerId: trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company),
        trailerNumber: GOOD_TRAILER.number,
        company: GOOD_TRAILER.company,
      },
    });
    api.state.upstreamTimeout = true;
    await navigate("/trailers/check");
    const dialog = await screen.findByRole("alertdialog", { name: "Request Timed Out" });
    const primary = within(dialog).getByRole("button", { name: "Report Issue" });
    expect(primary.className).toContain("btn-primary");
    expect(within(dialog).getByRole("button", { name: "Try Again" }).className).toContain("btn-secondary");
    api.state.upstreamTimeout = false;
    await user.click(primary);
    await screen.findByRole("heading", { name: "Report an issue" });
    expect(location().pathname).toBe("/reportIssue");
    expect(screen.getByRole("textbox", { name: /trailer number/i })).toHaveProperty(
      "value",
      GOOD_TRAILER.number,
    );
    expect(screen.getByRole("combobox", { name: /company/i })).toHaveProperty("value", GOOD_TRAILER.company);
    expect(screen.getByRole("textbox", { name: /order number/i })).toHaveProperty("value", DEMO.orderNumber);
    expect(screen.getByRole("textbox", { name: /phone number/i })).toHaveProperty(
      "value",
      DEMO.formattedMobile,
    );
    await user.type(screen.getByRole("textbox", { name: /what happened/i }), "The check never answered");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Feedback submitted successfully")).toBeVisible();
    // Back on the step it was opened from, which checks the trailer again.
    await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` });
  });

  it("shows 'No Service' with Reload instead when the phone is offline", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { user } = await renderApp("/trailers/manualEntry/attach");
    api.state.unreachable = true;
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await lookUpTrailer(user);
    const dialog = await screen.findByRole("alertdialog", { name: "No Service" });
    expect(within(dialog).getByRole("button", { name: "Reload" })).toBeVisible();
    expect(screen.queryByRole("alertdialog", { name: "Request Timed Out" })).toBeNull();
  });

  it("a driver known on this phone opens the app with no signal: the calls the app makes itself do not block it", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    api.state.unreachable = true;
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    // App start's loads and the session check get no answer.
    await loadOrderData();
    const { user } = await renderApp("/manageTrailer");
    expect(screen.getByRole("heading", { name: "Manage trailer" })).toBeVisible();
    // The screen's offline line says No Service, without blocking it.
    expect(screen.getByText("No Service")).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // A call the driver makes still ends in the No Service dialog.
    await user.click(screen.getByRole("link", { name: "Enter the number instead" }));
    await lookUpTrailer(user);
    expect(await screen.findByRole("alertdialog", { name: "No Service" })).toBeVisible();
  });

  it.each([
    ["en-US", "No Service", "Reload", "Close"],
    ["es", "Sin servicio", "Recargar", "Cerrar"],
  ] as const)(
    "an offline lookup says No Service once: the dialog, then, closed, the screen's line (%s)",
    async (locale, noService, reload, close) => {
      const api = installFakeApi();
      signInAs(api);
      reloadPersistedSignals();
      api.state.unreachable = true;
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      const { user } = await renderApp("/trailers/manualEntry/attach");
      await act(() => activateLocale(locale));
      expect(screen.getAllByText(noService)).toHaveLength(1);
      await user.type(screen.getByRole("textbox"), DEMO.trailerNumber);
      await user.click(
        screen.getByRole("button", { name: locale === "es" ? "Hacer la inspección" : "Complete Assessment" }),
      );
      const dialog = await screen.findByRole("alertdialog", { name: noService });
      expect(within(dialog).getByRole("button", { name: reload })).toBeVisible();
      // No banner, no line beside it: one No Service message.
      expect(screen.getAllByText(noService)).toHaveLength(1);
      await user.click(within(dialog).getByRole("button", { name: close }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(screen.getAllByText(noService)).toHaveLength(1);
      expect(screen.getByRole("textbox")).toHaveProperty("value", DEMO.trailerNumber);
    },
  );

  it("a call the app makes by itself never raises Request Timed Out, whatever its status (504, 408)", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await loadOrderData();
    await renderApp("/manageTrailer");

    // The Worker gets no answer from the carrier: its 504 (kind timeout) for the launch state, the
    // flags and the persistent alert, which the app loads by itself.
    api.state.upstreamTimeout = true;
    await act(() => loadOrderData());
    expect(screen.queryByRole("alertdialog")).toBeNull();

    // A bare 408 from whatever stands between the phone and the Worker.
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) =>
      String(input).includes("/api/feature-flags")
        ? new Response(null, { status: 408 })
        : answer(input, init),
    );
    api.state.upstreamTimeout = false;
    await act(() => loadOrderData());
    expect(screen.queryByRole("alertdialog")).toBeNull();

    // A write the outbox sends: answered 504, it waits to be sent again, and no dialog blocks the screen.
    api.state.upstreamTimeout = true;
    const entry = await act(() =>
      outbox.enqueue({
        kind: "unassociatedQr",
        payload: { scannedId: "QR-NOBODY", trailerNumber: DEMO.trailerNumber, location: null },
        meta: ownerMeta(demoUser()),
      }),
    );
    await waitFor(() =>
      expect(outbox.entries.value.find((e) => e.id === entry.id)).toMatchObject({
        state: "waiting",
        lastError: { kind: "timeout" },
      }),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows a No Service line while the phone is offline, without blocking the screen", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    window.dispatchEvent(new Event("offline"));
    const notice = (await screen.findByText("No Service")).closest("p")!;
    expect(notice.getAttribute("role")).toBe("status");
    expect(within(notice).getByText(/^Signing in needs signal/)).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /order number/i }), "K1");
    expect(screen.getByRole("textbox", { name: /order number/i })).toHaveProperty("value", "K1");
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(screen.queryByText("No Service")).toBeNull());
  });
});
