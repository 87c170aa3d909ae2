// Why a kept write waits: no signal, or the carrier's system (Hitch answered, the carrier did not confirm).
import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox-entry.ts";
import { waitReason } from "./wait-reason.ts";

let created = 0;
const entry = (fields: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: crypto.randomUUID(),
  kind: "attach",
  payload: {},
  eventTime: "2026-11-27T06:00:00.000-06:00",
  createdAt: ++created,
  state: "waiting",
  attempts: 0,
  nextAttemptAt: 0,
  ...fields,
});

const EDGE_504 = { kind: "timeout", message: "No Response From API", requestId: "req-1" };
const NO_ANSWER = { kind: "timeout", message: "No Response From API" };
const online = { offline: false };

describe("why a kept write waits", () => {
  it("the carrier, when Hitch answered that the carrier gave no answer or was busy", () => {
    const attach = entry({ attempts: 1, lastError: EDGE_504 });
    expect(waitReason([attach], attach, online)).toBe("carrier");
    const busy = entry({
      attempts: 1,
      lastError: { kind: "unavailable", message: "Busy", requestId: "req-3" },
    });
    expect(waitReason([busy], busy, online)).toBe("carrier");
  });

  it("signal, when the phone's try got no answer from Hitch at all, or it was never tried", () => {
    const attach = entry({ attempts: 1, lastError: NO_ANSWER });
    expect(waitReason([attach], attach, online)).toBe("signal");
    const fresh = entry();
    expect(waitReason([fresh], fresh, online)).toBe("signal");
  });

  it("signal whenever the phone is offline, whatever the last try met", () => {
    const attach = entry({ attempts: 1, lastError: EDGE_504 });
    expect(waitReason([attach], attach, { offline: true })).toBe("signal");
  });

  it("a write held behind one waiting for the carrier waits for the carrier too", () => {
    const attach = entry({ attempts: 1, lastError: EDGE_504 });
    const photo = entry({ kind: "photo" });
    expect(waitReason([attach, photo], photo, online)).toBe("carrier");
    const after = entry({ kind: "photo" });
    const noSignal = entry({ attempts: 1, lastError: NO_ANSWER, createdAt: 0 });
    expect(waitReason([noSignal, after], after, online)).toBe("signal");
  });

  it("one held behind a write waiting for sign-in is not said to wait for the carrier", () => {
    const unauthorized = { kind: "unauthorized", message: "Session expired", requestId: "req-2" };
    const attach = entry({ attempts: 1, needsSignIn: true, lastError: unauthorized });
    const photo = entry({ kind: "photo" });
    expect(waitReason([attach, photo], photo, online)).toBe("signal");
  });
});
