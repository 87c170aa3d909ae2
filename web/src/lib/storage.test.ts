import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { forgetItems, persistedSignal, readItem, reloadPersistedSignals, STORAGE_PREFIX } from "./storage.ts";

const Schema = z.object({ orderNumber: z.string(), count: z.number() });

describe("storage", () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("keeps items under the hitch: prefix as JSON", () => {
    const item = persistedSignal("test:roundTrip", z.nullable(Schema), null);
    item.value = { orderNumber: "K1", count: 2 };
    expect(localStorage.getItem(`${STORAGE_PREFIX}test:roundTrip`)).toBe('{"orderNumber":"K1","count":2}');
    item.value = null;
    expect(localStorage.getItem(`${STORAGE_PREFIX}test:roundTrip`)).toBeNull();
  });

  it("drops an item that is not JSON, or that fails its schema, instead of crashing", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem("hitch:test:broken", "{not json");
    expect(readItem("test:broken", Schema)).toBeUndefined();
    expect(localStorage.getItem("hitch:test:broken")).toBeNull();

    localStorage.setItem("hitch:test:wrongShape", JSON.stringify({ orderNumber: 5 }));
    const item = persistedSignal("test:wrongShape", z.nullable(Schema), null);
    expect(item.value).toBeNull();
    expect(localStorage.getItem("hitch:test:wrongShape")).toBeNull();
  });

  it("reading a stored item writes nothing back; the first change is written", () => {
    const stored = '{"orderNumber":"K1","count":2}';
    localStorage.setItem("hitch:test:readOnly", stored);
    const setItem = vi.spyOn(localStorage, "setItem");
    const item = persistedSignal("test:readOnly", z.nullable(Schema), null);
    persistedSignal("test:absent", z.nullable(Schema), null);
    expect(item.value).toEqual({ orderNumber: "K1", count: 2 });
    expect(setItem).not.toHaveBeenCalled();
    item.value = { orderNumber: "K1", count: 3 };
    expect(localStorage.getItem("hitch:test:readOnly")).toBe('{"orderNumber":"K1","count":3}');
  });

  it("an item stored in an older form is stored again as it reads now", () => {
    // An older version's: keys in another order, one this version does not keep.
    localStorage.setItem("hitch:test:older", '{"count":2,"orderNumber":"K1","since":"v1"}');
    persistedSignal("test:older", z.nullable(Schema), null);
    expect(localStorage.getItem("hitch:test:older")).toBe('{"orderNumber":"K1","count":2}');
  });

  it("re-reads every persisted signal as a reload would", () => {
    const item = persistedSignal("test:reload", z.number(), 0);
    localStorage.setItem("hitch:test:reload", "7");
    reloadPersistedSignals();
    expect(item.value).toBe(7);
  });

  it("forgets items, stored only or behind a signal loaded so far (decision 091)", () => {
    localStorage.setItem("hitch:test:storedOnly", "1");
    const loaded = persistedSignal("test:forgetLoaded", z.number(), 0);
    loaded.value = 5;
    forgetItems(["test:storedOnly", "test:forgetLoaded"]);
    expect(localStorage.getItem("hitch:test:storedOnly")).toBeNull();
    expect(localStorage.getItem("hitch:test:forgetLoaded")).toBeNull();
    expect(loaded.value).toBe(0);
  });

  it("follows a change made in another tab", () => {
    const item = persistedSignal("test:otherTab", z.nullable(z.string()), null);
    localStorage.setItem("hitch:test:otherTab", '"es"');
    window.dispatchEvent(new StorageEvent("storage", { key: "hitch:test:otherTab" }));
    expect(item.value).toBe("es");
  });

  it("never stores a token", () => {
    const keys = Object.keys(localStorage);
    expect(keys.filter((k) => /token/i.test(k))).toEqual([]);
  });
});
