import { describe, expect, it } from "vitest";
import { distanceMetres } from "../../../../shared/geo.ts";
import { appleMapsDirections, directionsOrder, googleMapsDirections, isApplePhone } from "./directions.ts";
import { formatAge, formatDistance } from "./format.ts";
import { FALLBACK_STYLE, overlayBounds, overlayData, streetStyleUrl } from "./map-style.ts";

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

  it("has a fallback style that needs no glyphs, sprites or tiles", () => {
    expect(FALLBACK_STYLE).not.toHaveProperty("glyphs");
    expect(FALLBACK_STYLE).not.toHaveProperty("sprite");
    expect(FALLBACK_STYLE.sources).toEqual({});
    expect(FALLBACK_STYLE.layers.map((l) => l.type)).toEqual(["background"]);
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
