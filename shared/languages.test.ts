import { describe, expect, it } from "vitest";
import { localeOfAcceptLanguage, localeOfLanguage } from "./languages.ts";

describe("the driver's language from what the browser sends", () => {
  it("reads any Spanish as es, anything else as English", () => {
    for (const tag of ["es", "es-MX", "ES-us", "es-419"]) expect(localeOfLanguage(tag)).toBe("es");
    for (const tag of ["en-US", "fr", "", undefined]) expect(localeOfLanguage(tag)).toBe("en-US");
  });

  it("takes the most preferred language of Accept-Language, by weight, then by place", () => {
    expect(localeOfAcceptLanguage("es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("es");
    expect(localeOfAcceptLanguage("en-US,en;q=0.9,es;q=0.8")).toBe("en-US");
    expect(localeOfAcceptLanguage("en;q=0.4, es-MX;q=0.8")).toBe("es");
    expect(localeOfAcceptLanguage("es;q=0, en")).toBe("en-US");
    expect(localeOfAcceptLanguage("*;q=1, es;q=0.5")).toBe("es");
    expect(localeOfAcceptLanguage("es;q=abc, en;q=0.1")).toBe("en-US");
    expect(localeOfAcceptLanguage(null)).toBe("en-US");
    expect(localeOfAcceptLanguage("")).toBe("en-US");
  });
});
