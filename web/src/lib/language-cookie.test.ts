import { afterEach, describe, expect, it } from "vitest";
import { chooseLocale, chosenLocale } from "./i18n.ts";
import { reloadPersistedSignals } from "./storage.ts";

const langCookie = () =>
  document.cookie
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith("lang="));

afterEach(() => {
  localStorage.clear();
  reloadPersistedSignals();
});

describe("the language cookie the edge serves prerendered screens by (decision 055)", () => {
  it("follows the driver's choice, and goes when no language is chosen", async () => {
    await chooseLocale("es");
    expect(langCookie()).toBe("lang=es");
    await chooseLocale("en-US");
    expect(langCookie()).toBe("lang=en-US");
    chosenLocale.value = null;
    expect(langCookie()).toBeUndefined();
  });

  it("is set for a choice made before the cookie existed (stored only on the phone)", () => {
    localStorage.setItem("hitch:locale", JSON.stringify("es"));
    reloadPersistedSignals();
    expect(langCookie()).toBe("lang=es");
  });
});
