// Numbers the finder shows: coordinates, and in the driver's language through
// Intl how long ago, and distances in feet and miles (US drivers, in both languages).
import { useLingui } from "@lingui/react";

const METRES_PER_FOOT = 0.3048;
const METRES_PER_MILE = 1609.344;
/** Under a tenth of a mile, feet read better. */
const FEET_UNTIL_MILES = 0.1;

/** Rounds feet to something a driver can pace out: tens, then fifties, then hundreds. */
function roundFeet(feet: number): number {
  if (feet < 100) return Math.max(10, Math.round(feet / 10) * 10);
  if (feet < 500) return Math.round(feet / 50) * 50;
  return Math.round(feet / 100) * 100;
}

export function formatDistance(locale: string, metres: number): string {
  const miles = metres / METRES_PER_MILE;
  if (miles < FEET_UNTIL_MILES) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "foot", unitDisplay: "short" }).format(
      roundFeet(metres / METRES_PER_FOOT),
    );
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "mile",
    unitDisplay: "short",
    maximumFractionDigits: miles < 10 ? 1 : 0,
  }).format(miles);
}

/** Always with decimal points, as maps apps read them (a Spanish decimal comma would be ambiguous here). */
function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** "10 minutes ago", "hace 2 horas": the largest unit that fits. */
export function formatAge(locale: string, seconds: number): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (seconds < 60) return rtf.format(0, "second");
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return rtf.format(-hours, "hour");
  return rtf.format(-Math.round(hours / 24), "day");
}

function formatClock(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** The formatters in the active language. */
export function useFinderFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return {
    distance: (metres: number) => formatDistance(locale, metres),
    coordinates: formatCoordinates,
    age: (seconds: number) => formatAge(locale, seconds),
    clock: (iso: string) => formatClock(locale, iso),
  };
}
