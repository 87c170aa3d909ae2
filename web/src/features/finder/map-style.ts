// What the finder map draws, as plain data (no maplibre code here, so it stays
// out of the page's chunk and is easy to test): the plain fallback style, the
// street style's URL from configuration, and the overlay of trailers, their
// confidence circles, the phone and the line between them. Decision 043.
import type { Feature, FeatureCollection, LineString, Point, Polygon } from "geojson";
import type { StyleSpecification } from "maplibre-gl";
import type { FinderPosition } from "#shared/api/finder.ts";
import { destinationPoint, type LatLng } from "#shared/geo.ts";

/** The phone's colour scheme: the plain map and the overlay follow it, like the rest of the app. */
export type MapScheme = "light" | "dark";

/**
 * The map's own colours per scheme (the app's tokens, decision 056: paper and ink). The overlay's
 * marks keep at least 3:1 against the plain map in both, as WCAG asks of graphics.
 */
export const MAP_COLOURS = {
  light: { paper: "#e4ebf2", ink: "#0b1f33", focus: "#0057d9", accent: "#ffc400" },
  dark: { paper: "#0d1722", ink: "#f2f5f8", focus: "#6ea8ff", accent: "#ffc400" },
} as const satisfies Record<MapScheme, Record<string, string>>;

/** The scheme the phone asks for now. */
export const preferredScheme = (): MapScheme =>
  typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";

/**
 * Drawn when there is no street map (no style set up, no signal, tiles failing): a background and
 * the overlay's circles, fills and lines, which need no glyphs, sprites or tiles.
 */
export function fallbackStyle(scheme: MapScheme): StyleSpecification {
  return {
    version: 8,
    name: "Hitch plain",
    sources: {},
    layers: [
      {
        id: "plain-background",
        type: "background",
        paint: { "background-color": MAP_COLOURS[scheme].paper },
      },
    ],
  };
}

/** The street style's URL with the key in place of `{key}`; null when none is usable. */
export function streetStyleUrl(config: { mapsStyleUrl: string; mapsKey: string }): string | null {
  const url = config.mapsStyleUrl.trim();
  if (url === "") return null;
  if (!url.includes("{key}")) return url;
  return config.mapsKey === "" ? null : url.replaceAll("{key}", encodeURIComponent(config.mapsKey));
}

export type MapTrailer = { id: string; label: string; position: FinderPosition };

export const SOURCES = {
  circles: "finder-circles",
  trailers: "finder-trailers",
  phone: "finder-phone",
  line: "finder-line",
};
export const LAYERS = {
  circleFill: "finder-circle-fill",
  circleEdge: "finder-circle-edge",
  line: "finder-line",
  trailers: "finder-trailer-points",
  phone: "finder-phone-point",
};

/** The overlay's layers, in drawing order, in the scheme's colours; each style gets them on top of its own. */
export function overlayLayers(scheme: MapScheme) {
  const { paper, ink, focus, accent } = MAP_COLOURS[scheme];
  return [
    {
      id: LAYERS.circleFill,
      type: "fill",
      source: SOURCES.circles,
      paint: { "fill-color": accent, "fill-opacity": 0.25 },
    },
    {
      id: LAYERS.circleEdge,
      type: "line",
      source: SOURCES.circles,
      paint: { "line-color": ink, "line-width": 2, "line-dasharray": [2, 2] },
    },
    {
      id: LAYERS.line,
      type: "line",
      source: SOURCES.line,
      paint: { "line-color": focus, "line-width": 3, "line-dasharray": [1, 2] },
    },
    {
      id: LAYERS.trailers,
      type: "circle",
      source: SOURCES.trailers,
      paint: {
        "circle-radius": 10,
        "circle-color": ink,
        "circle-stroke-color": accent,
        "circle-stroke-width": 4,
      },
    },
    {
      id: LAYERS.phone,
      type: "circle",
      source: SOURCES.phone,
      paint: {
        "circle-radius": 8,
        "circle-color": focus,
        "circle-stroke-color": paper,
        "circle-stroke-width": 3,
      },
    },
  ] as const;
}

const CIRCLE_STEPS = 64;

/** A circle of `radiusMetres` around `center`, as a polygon (GeoJSON has no circles). */
function circlePolygon(center: LatLng, radiusMetres: number): Feature<Polygon> {
  const ring: [number, number][] = [];
  for (let i = 0; i <= CIRCLE_STEPS; i++) {
    const p = destinationPoint(center, radiusMetres, (360 * i) / CIRCLE_STEPS);
    ring.push([p.lng, p.lat]);
  }
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } };
}

const collection = <G extends Point | Polygon | LineString>(
  features: Feature<G>[],
): FeatureCollection<G> => ({
  type: "FeatureCollection",
  features,
});

export type Overlay = {
  circles: FeatureCollection<Polygon>;
  trailers: FeatureCollection<Point>;
  phone: FeatureCollection<Point>;
  line: FeatureCollection<LineString>;
};

/** The overlay's data; the line joins the phone to the trailer when there is exactly one. */
export function overlayData(trailers: readonly MapTrailer[], phone: LatLng | null): Overlay {
  const point = (p: LatLng, properties: Record<string, string>): Feature<Point> => ({
    type: "Feature",
    properties,
    geometry: { type: "Point", coordinates: [p.lng, p.lat] },
  });
  const [only] = trailers;
  return {
    circles: collection(trailers.map((t) => circlePolygon(t.position, t.position.radiusMetres))),
    trailers: collection(trailers.map((t) => point(t.position, { id: t.id }))),
    phone: collection(phone ? [point(phone, {})] : []),
    line: collection(
      phone && only && trailers.length === 1
        ? [
            {
              type: "Feature",
              properties: {},
              geometry: {
                type: "LineString",
                coordinates: [
                  [phone.lng, phone.lat],
                  [only.position.lng, only.position.lat],
                ],
              },
            },
          ]
        : [],
    ),
  };
}

/** South-west and north-east corners around every circle and the phone, as [lng, lat] pairs. */
export function overlayBounds(overlay: Overlay): [[number, number], [number, number]] | null {
  const coordinates = [
    ...overlay.circles.features.flatMap((f) => f.geometry.coordinates[0] ?? []),
    ...overlay.phone.features.map((f) => f.geometry.coordinates),
  ];
  if (coordinates.length === 0) return null;
  const lngs = coordinates.map((c) => c[0]!);
  const lats = coordinates.map((c) => c[1]!);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
