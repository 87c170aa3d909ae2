import { describe, expect, it } from "vitest";
import { distanceMetres } from "#shared/geo.ts";
import { appleMapsDirections, directionsOrder, googleMapsDirections, isApplePhone } from "./directions.ts";
import { formatAge, formatDistance } from "./format.ts";
import {
  fallbackStyle,
  MAP_COLOURS,
  type MapScheme,
  overlayBounds,
  overlayData,
  overlayLayers,
  streetStyleUrl,
} from "./map-style.ts";

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const SCHEMES: MapScheme[] = ["light", "dark"];

const trailer = {
  id: "400101-knight",
  label: "400101",
  position: { lat: 33.4258, lng: -112.0203, radiusMetres: 500 },
};

describe("the finder map's data", () => {
  it("puts the key into the street style's URL, and has none without a URL or a needed key", () => {
    expect(streetStyleUrl({ mapsStyleUrl: "https://m.example/s.json?key={key}", mapsKey: "a b" })).toBe(
      "https://m.example/s.json?key=a%20b",
    );
    expect(streetStyleUrl({ mapsStyleUrl: "https://m.example/s.json", mapsKey: "" })).toBe(
      "https://m.example/s.json",
    );
    expect(streetStyleUrl({ mapsStyleUrl: "", mapsKey: "k" })).toBeNull();
    expect(streetStyleUrl({ mapsStyleUrl: "https://m.example/s.json?key={key}", mapsKey: "" })).toBeNull();
  });

  it.each(SCHEMES)("has a %s fallback style that needs no glyphs, sprites or tiles", (scheme) => {
    const style = fallbackStyle(scheme);
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    expect(style.sources).toEqual({});
    expect(style.layers).toEqual([
      {
        id: "plain-background",
        type: "background",
        paint: { "background-color": MAP_COLOURS[scheme].paper },
      },
    ]);
  });

  it("is dark at night, like the app, and its marks stand out at least 3:1 on the plain map", () => {
    expect(contrast(MAP_COLOURS.dark.paper, "#000000")).toBeLessThan(1.5);
    expect(contrast(MAP_COLOURS.light.paper, "#ffffff")).toBeLessThan(1.5);
    for (const scheme of SCHEMES) {
      const paper = MAP_COLOURS[scheme].paper;
      const paints = overlayLayers(scheme).map((layer) => layer.paint as Record<string, unknown>);
      const marks = [
        ...paints.map((paint) => paint["line-color"]),
        ...paints.map((paint) => paint["circle-color"]),
      ].filter((colour): colour is string => typeof colour === "string");
      expect(marks.length).toBeGreaterThanOrEqual(4);
      for (const mark of marks) expect(contrast(mark, paper), `${scheme} ${mark}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("draws the confidence radius as a circle of that many metres around the trailer", () => {
    const overlay = overlayData([trailer], null);
    const ring = overlay.circles.features[0]!.geometry.coordinates[0]!;
    for (const [lng, lat] of ring) {
      expect(distanceMetres(trailer.position, { lat: lat!, lng: lng! })).toBeCloseTo(500, 3);
    }
    expect(overlay.trailers.features[0]!.properties).toEqual({ id: "400101-knight" });
    expect(overlay.line.features).toEqual([]);
  });

  it("joins the phone to a single trailer and frames both", () => {
    const phone = { lat: 33.44, lng: -112.03 };
    const overlay = overlayData([trailer], phone);
    expect(overlay.line.features[0]!.geometry.coordinates).toEqual([
      [phone.lng, phone.lat],
      [trailer.position.lng, trailer.position.lat],
    ]);
    const [[west, south], [east, north]] = overlayBounds(overlay)!;
    expect(north).toBe(phone.lat);
    expect(west).toBe(phone.lng);
    expect(south).toBeLessThan(trailer.position.lat);
    expect(east).toBeGreaterThan(trailer.position.lng);
    expect(overlayBounds(overlayData([], null))).toBeNull();
  });
});

describe("directions and figures", () => {
  it("opens the phone's own maps app first", () => {
    expect(isApplePhone("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)")).toBe(true);
    expect(isApplePhone("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 5)).toBe(true);
    expect(isApplePhone("Mozilla/5.0 (Linux; Android 15; Pixel 8)")).toBe(false);
    expect(directionsOrder({ userAgent: "Mozilla/5.0 (iPhone)" })).toEqual(["apple", "google"]);
    expect(directionsOrder({ userAgent: "Mozilla/5.0 (Linux; Android 15)" })).toEqual(["google", "apple"]);
    expect(googleMapsDirections({ lat: 1.5, lng: -2 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1.500000,-2.000000",
    );
    expect(appleMapsDirections({ lat: 1.5, lng: -2 })).toBe(
      "https://maps.apple.com/?daddr=1.500000,-2.000000",
    );
  });

  it("gives distances in feet, then miles, and ages in the driver's language", () => {
    expect(formatDistance("en-US", 15)).toBe("50 ft");
    expect(formatDistance("en-US", 140)).toBe("450 ft");
    expect(formatDistance("en-US", 500)).toBe("0.3 mi");
    expect(formatDistance("en-US", 25_000)).toBe("16 mi");
    expect(formatAge("en-US", 30)).toBe("now");
    expect(formatAge("en-US", 1800)).toBe("30 minutes ago");
    expect(formatAge("es", 7200)).toBe("hace 2 horas");
    expect(formatAge("en-US", 3 * 86_400)).toBe("3 days ago");
  });
});
