// The finder's maplibre map (decision 043), in the finder map's lazy chunk only: made in its
// container, its street style from configuration giving way to the plain one when there is none,
// no signal, or its style or tiles fail, the overlay drawn on whichever style is up. The
// container's data attributes tell what is on screen (data-map-style tiles|fallback|unavailable,
// data-trailer-markers, data-map-state).
import {
  type GeoJSONSource,
  Map as MapLibreMap,
  type MapOptions,
  ScaleControl,
  type StyleSpecification,
} from "maplibre-gl";
import { type RefObject, useEffect, useState } from "react";
import {
  fallbackStyle,
  LAYERS,
  type MapScheme,
  type Overlay,
  overlayBounds,
  overlayLayers,
  SOURCES,
} from "./map-style.ts";

/** A street style that has not drawn by then (a slow or dead network) gives way to the plain one. */
const STREET_STYLE_TIMEOUT_MS = 8000;
/** Room above each point for its label, and around the rest for a thumb. */
export const FIT = { padding: { top: 72, bottom: 48, left: 48, right: 48 }, maxZoom: 17, duration: 0 };
/** Set at the first frame drawn with the overlay; `npm run bench` reads it. */
const FIRST_FRAME_MARK = "finder-map-first-frame";

export type MapStyleInUse = "loading" | "tiles" | "fallback" | "unavailable";

/** maplibre's own words a screen reader may meet, in the driver's language. */
type MapWords = { mapLabel: string; creditsLabel: string };

const mark = (element: HTMLElement, name: string, value: string) =>
  element.setAttribute(`data-${name}`, value);

export function setOverlay(map: MapLibreMap, overlay: Overlay, scheme: MapScheme) {
  for (const [key, id] of Object.entries(SOURCES) as [keyof Overlay, string][]) {
    const source = map.getSource<GeoJSONSource>(id);
    if (source) source.setData(overlay[key]);
    else map.addSource(id, { type: "geojson", data: overlay[key] });
  }
  for (const layer of overlayLayers(scheme)) {
    if (!map.getLayer(layer.id)) map.addLayer(layer as Parameters<MapLibreMap["addLayer"]>[0]);
  }
}

/** Trailer markers maplibre actually drew (one per trailer, however many tiles cut it). */
function renderedTrailers(map: MapLibreMap): number {
  if (!map.getLayer(LAYERS.trailers)) return 0;
  const ids = map.queryRenderedFeatures({ layers: [LAYERS.trailers] }).map((f) => f.properties.id);
  return new Set(ids).size;
}

/** A map in `element` framing `overlay`, or null on a phone that cannot draw one (no WebGL). */
function newMap(
  element: HTMLElement,
  style: string | StyleSpecification,
  overlay: Overlay,
  { mapLabel, creditsLabel }: MapWords,
): MapLibreMap | null {
  let map: MapLibreMap;
  try {
    const bounds = overlayBounds(overlay);
    map = new MapLibreMap({
      container: element,
      style,
      ...(bounds ? { bounds, fitBoundsOptions: FIT } : {}),
      attributionControl: { compact: false },
      locale: { "Map.Title": mapLabel, "AttributionControl.ToggleAttribution": creditsLabel },
      maxZoom: 19,
      pitchWithRotate: false,
      dragRotate: false,
    } satisfies MapOptions);
  } catch {
    return null;
  }
  map.touchZoomRotate.disableRotation();
  map.addControl(new ScaleControl({ unit: "imperial" }), "bottom-left");
  return map;
}

/**
 * Follows `map`'s style from its first (`street` or not): the street style gives way to the plain
 * one on an error or once STREET_STYLE_TIMEOUT_MS has passed; each style that loads gets the
 * latest overlay. Answers the function that stops waiting on the street style.
 */
function followStyle(
  map: MapLibreMap,
  element: HTMLElement,
  street: boolean,
  scheme: MapScheme,
  latest: RefObject<Overlay>,
  show: (inUse: MapStyleInUse) => void,
): () => void {
  let using: "tiles" | "fallback" = street ? "tiles" : "fallback";
  let firstFrame = false;
  show(using);
  mark(element, "map-style", using);

  const fallBack = () => {
    if (using === "fallback") return;
    using = "fallback";
    window.clearTimeout(timer);
    mark(element, "map-style", "fallback");
    show("fallback");
    map.setStyle(fallbackStyle(scheme), { diff: false });
  };
  const timer = street ? window.setTimeout(fallBack, STREET_STYLE_TIMEOUT_MS) : undefined;

  map.on("style.load", () => {
    setOverlay(map, latest.current, scheme);
    map.once("render", () => {
      if (firstFrame) return;
      firstFrame = true;
      performance.mark(FIRST_FRAME_MARK, { detail: using });
    });
  });
  // The style, a tile, a glyph: whatever of the street map fails, the plain map takes over.
  map.on("error", () => {
    if (using === "tiles") fallBack();
  });
  map.on("idle", () => {
    if (using === "tiles") window.clearTimeout(timer);
    mark(element, "trailer-markers", String(renderedTrailers(map)));
    mark(element, "map-state", "ready");
  });
  return () => window.clearTimeout(timer);
}

/**
 * The map in `container`, made again when its style's URL, its words or the phone's scheme
 * change, and the style in use (null map: none yet, or none on this phone). `latest` holds the
 * overlay a new style draws.
 */
export function useFinderMap(
  container: RefObject<HTMLDivElement | null>,
  styleUrl: string | null,
  scheme: MapScheme,
  latest: RefObject<Overlay>,
  { mapLabel, creditsLabel }: MapWords,
): { map: MapLibreMap | null; inUse: MapStyleInUse } {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [inUse, setInUse] = useState<MapStyleInUse>("loading");
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const street = styleUrl !== null && navigator.onLine !== false ? styleUrl : null;
    mark(element, "map-state", "loading");
    const created = newMap(element, street ?? fallbackStyle(scheme), latest.current, {
      mapLabel,
      creditsLabel,
    });
    if (!created) {
      // No WebGL on this phone: the text beside says everything.
      mark(element, "map-style", "unavailable");
      setInUse("unavailable");
      return;
    }
    setMap(created);
    const stopWaiting = followStyle(created, element, street !== null, scheme, latest, setInUse);
    return () => {
      stopWaiting();
      setMap(null);
      created.remove();
    };
  }, [container, styleUrl, mapLabel, creditsLabel, scheme, latest]);
  return { map, inUse };
}
