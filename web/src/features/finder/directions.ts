// Turn-by-turn directions in the phone's own maps app (decision 043): Google Maps
// opens on Android (the app when installed, else the web), Apple Maps on iPhone.
// Both links are offered; the phone's own comes first.
import type { LatLng } from "#shared/geo.ts";

const fixed = (n: number) => n.toFixed(6);

export function googleMapsDirections(to: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${fixed(to.lat)},${fixed(to.lng)}`;
}

export function appleMapsDirections(to: LatLng): string {
  return `https://maps.apple.com/?daddr=${fixed(to.lat)},${fixed(to.lng)}`;
}

/** iPhone, iPad (which may call itself a Mac, but has touch) and iPod open Apple Maps. */
export function isApplePhone(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export type DirectionsApp = "google" | "apple";

/** The phone's own maps app first, then the other. */
export function directionsOrder(
  nav: { userAgent: string; maxTouchPoints?: number } = navigator,
): DirectionsApp[] {
  return isApplePhone(nav.userAgent, nav.maxTouchPoints) ? ["apple", "google"] : ["google", "apple"];
}
