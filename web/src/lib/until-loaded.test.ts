// Code lost to the signal is asked for again (decision 145): at the next "online" event, or after
// 20 s where the browser never noticed; each wait leaves nothing listening once it is over.
import { afterEach, expect, it, vi } from "vitest";
import { untilLoaded } from "./until-loaded.ts";

afterEach(() => vi.useRealTimers());

const failing = (times: number) => {
  let asked = 0;
  const load = vi.fn(async () => {
    asked += 1;
    if (asked <= times) throw new TypeError("Failed to fetch dynamically imported module");
    return "the part";
  });
  return load;
};

it("asks again at the next online event, and again after 20 s without one, then answers", async () => {
  vi.useFakeTimers();
  const load = failing(2);
  const loaded = untilLoaded(load);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  dispatchEvent(new Event("online"));
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await vi.advanceTimersByTimeAsync(20_000);
  await expect(loaded).resolves.toBe("the part");
  expect(load).toHaveBeenCalledTimes(3);
});

it("leaves no online listener behind once a wait is over, by the event or by the timer", async () => {
  vi.useFakeTimers();
  const added = vi.spyOn(globalThis, "addEventListener");
  const removed = vi.spyOn(globalThis, "removeEventListener");
  const load = failing(2);
  const loaded = untilLoaded(load);
  await vi.advanceTimersByTimeAsync(20_000);
  dispatchEvent(new Event("online"));
  await loaded;
  const listeners = (spy: typeof added) =>
    spy.mock.calls.filter(([type]) => type === "online").map(([, fn]) => fn);
  expect(listeners(added)).toHaveLength(2);
  expect(listeners(removed)).toEqual(listeners(added));
});
