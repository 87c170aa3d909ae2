// @vitest-environment node
// The bench's screens (decision 129): every route of web/src/config/paths.ts, signed out and signed
// in, is measured or excused by name, so a screen added to paths.ts without a bench entry fails here.
import { describe, expect, it } from "vitest";
import { paths, type RouteName } from "#web/config/paths.ts";
import { EXCUSED } from "./excused-routes.ts";
import { isAddressOf, PAGES, pagesNamed, unlisted } from "./pages.ts";

const routes = Object.keys(paths) as RouteName[];

describe("the bench's screens", () => {
  it("measure or excuse every route of paths.ts, signed out and signed in", () => {
    expect(unlisted()).toEqual([]);
  });

  it("name a route of paths.ts left out of both lists", () => {
    const withoutManualEntry = PAGES.filter((page) => page.route !== "manualEntry");
    expect(unlisted(withoutManualEntry, EXCUSED)).toEqual(["manualEntry (signed in)"]);
    const withoutWelcomeSignedIn = EXCUSED.filter(
      (excuse) => !(excuse.route === "welcome" && excuse.signedIn),
    );
    expect(unlisted(PAGES, withoutWelcomeSignedIn)).toEqual(["welcome (signed in)"]);
  });

  it("neither measure nor excuse a route twice in one state", () => {
    for (const route of routes) {
      for (const signedIn of [false, true]) {
        const excused = EXCUSED.filter((e) => e.route === route && e.signedIn === signedIn);
        const measured = PAGES.some((page) => page.route === route && page.signedIn === signedIn);
        expect(excused.length + (measured ? 1 : 0), `${route}, ${signedIn ? "in" : "out"}`).toBeGreaterThan(
          0,
        );
        expect(excused.length, `${route} excused twice`).toBeLessThanOrEqual(1);
        expect(measured && excused.length > 0, `${route} both measured and excused`).toBe(false);
      }
    }
  });

  it("name only routes of paths.ts, each page once, each excuse with its reason", () => {
    for (const entry of [...PAGES, ...EXCUSED]) expect(routes).toContain(entry.route);
    const names = PAGES.map((page) => page.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    // A comma would split the name on `--lighthouse=A,B`.
    for (const name of names) expect(name).not.toContain(",");
    for (const excuse of EXCUSED) expect(excuse.reason.length).toBeGreaterThan(20);
  });

  it("load each page not driven to at an address of its route", () => {
    for (const page of PAGES) {
      if (page.reach) continue;
      expect(page.path, page.name).toBeDefined();
      expect(isAddressOf(page.route, new URL(page.path!, "http://x").pathname), page.name).toBe(true);
    }
  });

  it("know a route's addresses by its patterns, its mounted paths and its optional segments", () => {
    expect(isAddressOf("manualEntry", "/trailers/manualEntry/attach")).toBe(true);
    expect(isAddressOf("manualEntry", "/trailers/manualEntry")).toBe(true);
    expect(isAddressOf("damageCategory", "/trailers/trailerAssessment/tiredamage")).toBe(true);
    expect(isAddressOf("sharedReport", "/reports/1f0c")).toBe(true);
    expect(isAddressOf("manageTrailer", "/trailers/scan")).toBe(false);
  });

  it("are found by name, any case, several at once", () => {
    expect(pagesNamed("manual entry, verify").map((page) => page.name)).toEqual(["Verify", "Manual entry"]);
    expect(pagesNamed()).toBe(PAGES);
  });
});
