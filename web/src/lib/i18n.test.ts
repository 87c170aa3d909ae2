import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { activateLocale, chooseLocale, chosenLocale, withWorkflowStrings } from "./i18n.ts";

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

describe("the workflow's strings (decision 058)", () => {
  it("are not loaded with the first screen's catalog", async () => {
    await activateLocale("es");
    expect(i18n._(msg`Welcome to Hitch`)).toBe("Bienvenido a Hitch");
    // Manage trailer is a first screen too: its words are the shell's (decision 091).
    expect(i18n._(msg`Manage trailer`)).toBe("Administrar remolque");
    // Not in the first catalog: the source text, as a missing message shows in tests.
    expect(i18n._(msg`Find code to scan`)).toBe("Find code to scan");
  });

  it("are in i18n by the time a workflow screen's chunk resolves", async () => {
    await activateLocale("es");
    const chunk = await withWorkflowStrings(async () => ({ default: "screen" }))();
    expect(chunk).toEqual({ default: "screen" });
    expect(i18n._(msg`Find code to scan`)).toBe("Busque el código para escanear");
  });

  it("come along with every language activated after that", async () => {
    await activateLocale("en-US");
    expect(Object.keys(i18n.messages)).toContain(msg`Find code to scan`.id);
    await activateLocale("es");
    expect(i18n._(msg`Find code to scan`)).toBe("Busque el código para escanear");
  });
});
