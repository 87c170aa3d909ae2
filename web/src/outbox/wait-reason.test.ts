// Why a kept write is not sent yet: being sent (or what came before it), the carrier's system
// (Hitch answered, the carrier did not confirm), a sign-in, or no signal.
import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox-entry.ts";
import { waitReason } from "./write-outcome.ts";

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

describe("why a kept write is not sent yet", () => {
  it("the carrier, when Hitch answered that the carrier gave no answer or was busy", () => {
    const attach = entry({ attempts: 1, lastError: EDGE_504 });
    expect(waitReason([attach], attach, online)).toBe("carrier");
    const busy = entry({
      attempts: 1,
      lastError: { kind: "unavailable", message: "Busy", requestId: "req-3" },
    });
    expect(waitReason([busy], busy, online)).toBe("carrier");
  });

  it("signal, when the phone's try got no answer from Hitch at all", () => {
    const attach = entry({ attempts: 1, lastError: NO_ANSWER });
    expect(waitReason([attach], attach, online)).toBe("signal");
  });

  it("signal whenever the phone is offline, whatever the last try met", () => {
    const attach = entry({ attempts: 1, lastError: EDGE_504 });
    expect(waitReason([attach], attach, { offline: true })).toBe("signal");
    const fresh = entry();
    expect(waitReason([fresh], fresh, { offline: true })).toBe("signal");
  });

  it("being sent, when it is on its way, not tried yet, or in line behind one on its way", () => {
    const attach = entry({ state: "sending", attempts: 1 });
    const photo = entry({ kind: "photo" });
    expect(waitReason([attach, photo], attach, online)).toBe("sending");
    expect(waitReason([attach, photo], photo, online)).toBe("sending");
    const fresh = entry();
    expect(waitReason([fresh], fresh, online)).toBe("sending");
  });

  it("a write in line behind one that waits waits for the same", () => {
    const attach = entry({ attempts: 1, lastError: EDGE_504 });
    const photo = entry({ kind: "photo" });
    expect(waitReason([attach, photo], photo, online)).toBe("carrier");
    const noSignal = entry({ attempts: 1, lastError: NO_ANSWER });
    const after = entry({ kind: "photo" });
    expect(waitReason([noSignal, after], after, online)).toBe("signal");
    const unauthorized = { kind: "unauthorized", message: "Session expired", requestId: "req-2" };
    const signedOut = entry({ attempts: 1, needsSignIn: true, lastError: unauthorized });
    const next = entry({ kind: "photo" });
    expect(waitReason([signedOut, next], signedOut, online)).toBe("signIn");
    expect(waitReason([signedOut, next], next, online)).toBe("signIn");
    expect(waitReason([signedOut, next], next, { offline: true })).toBe("signIn");
  });

  it("while the write the carrier did not answer is tried again, it and those behind it still wait for the carrier", () => {
    const attach = entry({ state: "sending", attempts: 2, lastError: EDGE_504 });
    const photo = entry({ kind: "photo" });
    expect(waitReason([attach, photo], photo, online)).toBe("carrier");
    expect(waitReason([attach, photo], attach, online)).toBe("carrier");
    const afterNoSignal = entry({ state: "sending", attempts: 2, lastError: NO_ANSWER });
    const next = entry({ kind: "photo" });
    expect(waitReason([afterNoSignal, next], next, online)).toBe("sending");
  });

  it("what was made after it does not hold it", () => {
    const photo = entry({ kind: "photo" });
    const later = entry({ attempts: 1, lastError: EDGE_504 });
    expect(waitReason([photo, later], photo, online)).toBe("sending");
  });
});
