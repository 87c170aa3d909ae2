// The finder's map: maplibre-gl, in this lazy chunk only (decision 043). The street
// style comes from configuration; with none, with no signal, or when its style or
// tiles fail, the plain style takes over and the page says so. Trailers, their
// confidence circles, the phone and the line between are drawn from GeoJSON only,
// and labelled in HTML. The container's data attributes tell what is on screen
// (data-map-style tiles|fallback|unavailable, data-trailer-markers, data-map-state).
import "maplibre-gl/dist/maplibre-gl.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { type GeoJSONSource, Map as MapLibreMap, Marker, ScaleControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useMemo, useRef, useState } from "react";
import type { LatLng } from "#shared/geo.ts";
import {
  fallbackStyle,
  LAYERS,
  type MapScheme,
  type MapTrailer,
  type Overlay,
  overlayBounds,
  overlayData,
  overlayLayers,
  preferredScheme,
  SOURCES,
} from "../map-style.ts";

setWorkerUrl(workerUrl);

/** A street style that has not drawn by then (a slow or dead network) gives way to the plain one. */
const STREET_STYLE_TIMEOUT_MS = 8000;
/** Room above each point for its label, and around the rest for a thumb. */
const FIT = { padding: { top: 72, bottom: 48, left: 48, right: 48 }, maxZoom: 17, duration: 0 };
/** Set at the first frame drawn with the overlay; `npm run bench` reads it. */
export const FIRST_FRAME_MARK = "finder-map-first-frame";

export type MapStyleInUse = "loading" | "tiles" | "fallback" | "unavailable";

type Props = {
  trailers: MapTrailer[];
  phone: LatLng | null;
  /** The street style's URL; null draws the plain style from the start. */
  styleUrl: string | null;
};

function setOverlay(map: MapLibreMap, overlay: Overlay, scheme: MapScheme) {
  for (const [key, id] of Object.entries(SOURCES) as [keyof Overlay, string][]) {
    const source = map.getSource<GeoJSONSource>(id);
    if (source) source.setData(overlay[key]);
    else map.addSource(id, { type: "geojson", data: overlay[key] });
  }
  for (const layer of overlayLayers(scheme)) {
    if (!map.getLayer(layer.id)) map.addLayer(layer as Parameters<MapLibreMap["addLayer"]>[0]);
  }
}

/** The phone's colour scheme, as it changes (night mode switching on at dusk). */
function useScheme(): MapScheme {
  const [scheme, setScheme] = useState(preferredScheme);
  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const change = () => setScheme(preferredScheme());
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return scheme;
}

/** Trailer markers maplibre actually drew (one per trailer, however many tiles cut it). */
function renderedTrailers(map: MapLibreMap): number {
  if (!map.getLayer(LAYERS.trailers)) return 0;
  const ids = map.queryRenderedFeatures({ layers: [LAYERS.trailers] }).map((f) => f.properties.id);
  return new Set(ids).size;
}

export default function FinderMap({ trailers, phone, styleUrl }: Props) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [inUse, setInUse] = useState<MapStyleInUse>("loading");
  const scheme = useScheme();
  const overlay = useMemo(() => overlayData(trailers, phone), [trailers, phone]);
  const latest = useRef(overlay);
  latest.current = overlay;
  const hasPhone = phone !== null;
  // maplibre's own words that a screen reader may meet, in the driver's language.
  const mapLabel = t`Map of the trailer's last known position`;
  const creditsLabel = t`Show or hide the map credits`;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const street = styleUrl !== null && navigator.onLine !== false ? styleUrl : null;
    let using: "tiles" | "fallback" = street ? "tiles" : "fallback";
    let firstFrame = false;
    const mark = (name: string, value: string) => element.setAttribute(`data-${name}`, value);
    mark("map-state", "loading");

    let created: MapLibreMap;
    try {
      const bounds = overlayBounds(latest.current);
      created = new MapLibreMap({
        container: element,
        style: street ?? fallbackStyle(scheme),
        ...(bounds ? { bounds, fitBoundsOptions: FIT } : {}),
        attributionControl: { compact: false },
        locale: { "Map.Title": mapLabel, "AttributionControl.ToggleAttribution": creditsLabel },
        maxZoom: 19,
        pitchWithRotate: false,
        dragRotate: false,
      });
    } catch {
      // No WebGL on this phone: the text beside says everything.
      mark("map-style", "unavailable");
      setInUse("unavailable");
      return;
    }
    const map = created;
    setMap(map);
    map.touchZoomRotate.disableRotation();
    map.addControl(new ScaleControl({ unit: "imperial" }), "bottom-left");
    setInUse(using);
    mark("map-style", using);

    const fallBack = () => {
      if (using === "fallback") return;
      using = "fallback";
      window.clearTimeout(timer);
      mark("map-style", "fallback");
      setInUse("fallback");
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
      mark("trailer-markers", String(renderedTrailers(map)));
      mark("map-state", "ready");
    });

    return () => {
      window.clearTimeout(timer);
      setMap(null);
      map.remove();
    };
  }, [styleUrl, mapLabel, creditsLabel, scheme]);

  // New data (a refresh, the phone's position): redraw, and frame it all when the phone first shows.
  useEffect(() => {
    if (map?.isStyleLoaded()) setOverlay(map, overlay, scheme);
  }, [map, overlay, scheme]);
  useEffect(() => {
    const bounds = overlayBounds(latest.current);
    if (map && bounds && hasPhone) map.fitBounds(bounds, FIT);
  }, [map, hasPhone]);

  // Labels in HTML (no glyphs needed), hidden from screen readers: the list below says it all.
  useEffect(() => {
    if (!map) return;
    const markers = trailers.map((trailer) => {
      const label = document.createElement("div");
      label.className = "finder-map-label";
      label.textContent = trailer.label;
      label.setAttribute("aria-hidden", "true");
      return new Marker({ element: label, anchor: "bottom", offset: [0, -18] })
        .setLngLat([trailer.position.lng, trailer.position.lat])
        .addTo(map);
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, trailers]);

  return (
    <div className="finder-map-area">
      <div ref={container} className="finder-map" data-map-style={inUse} />
      {inUse === "fallback" && (
        <p className="finder-map-note" role="status">
          {styleUrl === null ? (
            <Trans>
              No street map is set up: this plain map shows the positions only. Everything is also below.
            </Trans>
          ) : (
            <Trans>
              The street map could not load (no signal, or the map service did not answer): this plain map
              shows the positions only. Everything is also below.
            </Trans>
          )}
        </p>
      )}
      {inUse === "unavailable" && (
        <p className="finder-map-note" role="status">
          <Trans>This phone cannot draw the map. Everything it would show is below.</Trans>
        </p>
      )}
    </div>
  );
}
