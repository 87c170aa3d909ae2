// The finder's map: maplibre-gl, in this lazy chunk only (decision 043). The street
// style comes from configuration; with none, with no signal, or when its style or
// tiles fail, the plain style takes over and the page says so: with none, the page
// itself, before this chunk arrives; otherwise here (the map itself: ../use-finder-map.ts). Trailers, their confidence circles, the phone and the line
// between are drawn from GeoJSON only, and labelled in HTML.
import "maplibre-gl/dist/maplibre-gl.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Map as MapLibreMap, Marker, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useMemo, useRef, useState } from "react";
import type { LatLng } from "#shared/geo.ts";
import {
  type MapScheme,
  type MapTrailer,
  overlayBounds,
  overlayData,
  preferredScheme,
} from "#web/features/finder/map-style.ts";
import { FIT, type MapStyleInUse, setOverlay, useFinderMap } from "#web/features/finder/use-finder-map.ts";

setWorkerUrl(workerUrl);

type Props = {
  trailers: MapTrailer[];
  phone: LatLng | null;
  /** The street style's URL; null draws the plain style from the start (the page says so). */
  styleUrl: string | null;
  /** Told which style the map shows as it changes: the page's own note goes if none can be drawn. */
  onInUse: (inUse: MapStyleInUse) => void;
};

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

/** Labels in HTML (no glyphs needed), hidden from screen readers: the list below says it all. */
function useTrailerLabels(map: MapLibreMap | null, trailers: MapTrailer[]) {
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
}

export default function FinderMap({ trailers, phone, styleUrl, onInUse }: Props) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const scheme = useScheme();
  const overlay = useMemo(() => overlayData(trailers, phone), [trailers, phone]);
  const latest = useRef(overlay);
  latest.current = overlay;
  const hasPhone = phone !== null;
  // maplibre's own words that a screen reader may meet, in the driver's language.
  const mapLabel = t`Map of the trailer's last known position`;
  const creditsLabel = t`Show or hide the map credits`;
  const { map, inUse } = useFinderMap(container, styleUrl, scheme, latest, { mapLabel, creditsLabel });

  // New data (a refresh, the phone's position): redraw, and frame it all when the phone first shows.
  useEffect(() => {
    if (map?.isStyleLoaded()) setOverlay(map, overlay, scheme);
  }, [map, overlay, scheme]);
  useEffect(() => {
    const bounds = overlayBounds(latest.current);
    if (map && bounds && hasPhone) map.fitBounds(bounds, FIT);
  }, [map, hasPhone]);

  useTrailerLabels(map, trailers);
  useEffect(() => onInUse(inUse), [inUse, onInUse]);

  // In the page's map area, whose note says when no street map is set up.
  return (
    <>
      <div ref={container} className="finder-map" data-map-style={inUse} />
      {inUse === "fallback" && styleUrl !== null && (
        <p className="finder-map-note" role="status">
          <Trans>
            The street map could not load (no signal, or the map service did not answer): this plain map shows
            the positions only. Everything is also below.
          </Trans>
        </p>
      )}
      {inUse === "unavailable" && (
        <p className="finder-map-note" role="status">
          <Trans>This phone cannot draw the map. Everything it would show is below.</Trans>
        </p>
      )}
    </>
  );
}
