import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ALERT_EXIT_MS,
  alertTimerMs,
  createAlertQueue,
  NOTICE_TIMEOUT_DEFAULT,
  PERSISTENT_ALERT_PRIORITY,
} from "./alert-queue.ts";

describe("alert queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("orders alerts by priority, lower numbers first, keeping arrival order on ties", () => {
    const q = createAlertQueue();
    q.add({ id: "a", message: "A", priority: 5 });
    q.add({ id: "b", message: "B", priority: 1 });
    q.add({ id: "c", message: "C", priority: 5 });
    q.add({ id: "p", message: "Persistent", priority: PERSISTENT_ALERT_PRIORITY });
    expect(q.alerts.value.map((a) => a.id)).toEqual(["p", "b", "a", "c"]);
  });

  it("discards a duplicate id and keeps the first", () => {
    const q = createAlertQueue();
    expect(q.add({ id: "x", message: "first" })).toBe(true);
    expect(q.add({ id: "x", message: "second" })).toBe(false);
    expect(q.alerts.value).toHaveLength(1);
    expect(q.alerts.value[0]?.message).toBe("first");
  });

  it("derives the id from title and message when none is given", () => {
    const q = createAlertQueue();
    q.add({ title: "T", message: "M" });
    expect(q.add({ title: "T", message: "M" })).toBe(false);
    expect(q.add({ title: "T", message: "Other" })).toBe(true);
  });

  it("ignores an alert with neither title nor message", () => {
    const q = createAlertQueue();
    expect(q.add({ id: "empty", details: "only details" })).toBe(false);
    // Text that came as data (a persistent alert's alertMessage) can be there and still be empty.
    expect(q.add({ id: "blank", title: "", message: "  ", details: "only details" })).toBe(false);
    expect(q.alerts.value).toEqual([]);
  });

  it("dismisses a success alert after 3 s, its timer firing at timeout minus 800 ms to let it leave", () => {
    const q = createAlertQueue();
    q.add({ id: "ok", message: "Saved", theme: "success" });
    expect(q.alerts.value[0]?.timeout).toBe(3);
    expect(alertTimerMs(3)).toBe(3000 - ALERT_EXIT_MS);
    vi.advanceTimersByTime(2199);
    expect(q.alerts.value).toMatchObject([{ id: "ok", leaving: false }]);
    vi.advanceTimersByTime(1);
    // The timer has fired: the banner is on its way out, still shown.
    expect(q.alerts.value).toMatchObject([{ id: "ok", leaving: true }]);
    vi.advanceTimersByTime(ALERT_EXIT_MS - 1);
    expect(q.alerts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(q.alerts.value).toHaveLength(0);
  });

  it("still goes at its timeout when that is shorter than the exit time", () => {
    const q = createAlertQueue();
    q.add({ id: "quick", message: "Copied", theme: "success", timeout: 0.5 });
    vi.advanceTimersByTime(1);
    expect(q.alerts.value).toMatchObject([{ leaving: true }]);
    vi.advanceTimersByTime(498);
    expect(q.alerts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(q.alerts.value).toHaveLength(0);
  });

  it("keeps an error alert until it is closed by hand", () => {
    const q = createAlertQueue();
    q.add({ id: "err", message: "Failed", theme: "error", timeout: 3 });
    expect(q.alerts.value[0]?.timeout).toBe(NOTICE_TIMEOUT_DEFAULT);
    vi.advanceTimersByTime(60_000);
    expect(q.alerts.value).toHaveLength(1);
    q.dismiss("err");
    expect(q.alerts.value).toHaveLength(0);
  });

  it("gives a notice no timeout by default and honours one when set", () => {
    const q = createAlertQueue();
    q.add({ id: "n", message: "Notice" });
    q.add({ id: "t", message: "Timed", timeout: 5 });
    expect(q.alerts.value.find((a) => a.id === "n")?.timeout).toBe(-1);
    vi.advanceTimersByTime(5000);
    expect(q.alerts.value.map((a) => a.id)).toEqual(["n"]);
    vi.advanceTimersByTime(60_000);
    expect(q.alerts.value.map((a) => a.id)).toEqual(["n"]);
  });

  it("cancels the timer of an alert closed early, so a new alert with its id lives its full time", () => {
    const q = createAlertQueue();
    q.add({ id: "s", message: "One", theme: "success" });
    vi.advanceTimersByTime(2000);
    q.dismiss("s");
    q.add({ id: "s", message: "Two", theme: "success" });
    vi.advanceTimersByTime(2000);
    expect(q.alerts.value).toMatchObject([{ message: "Two", leaving: false }]);
    vi.advanceTimersByTime(1000);
    expect(q.alerts.value).toEqual([]);
  });
});
