import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { activateLocale, chooseLocale, chosenLocale } from "./i18n.ts";

describe("choosing a language", () => {
  it("the last choice wins, even when an earlier one's catalog arrives later", async () => {
    await activateLocale("en-US");
    // Spanish is picked, then English before the Spanish catalog has loaded (one bar of signal).
    const spanish = chooseLocale("es");
    const english = chooseLocale("en-US");
    await Promise.all([spanish, english]);
    expect(i18n.locale).toBe("en-US");
    expect(chosenLocale.value).toBe("en-US");
    expect(document.documentElement.lang).toBe("en-US");
  });
});
