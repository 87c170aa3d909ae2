// The phone's own position, only when the driver allows it: watched at once when
// the permission was already given, otherwise after the driver asks for it. A
// request nobody answers (a prompt left open, no location provider) reads as
// unavailable after the deadline; a fix that comes later still shows (decision 074).
import { useCallback, useEffect, useRef, useState } from "react";
import type { LatLng } from "#shared/geo.ts";
import { POSITION_DEADLINE_MS } from "#web/lib/geolocation.ts";

export type PhonePosition =
  | { status: "off" }
  | { status: "asking" }
  | { status: "denied" }
  | { status: "unavailable" }
  | { status: "on"; position: LatLng & { accuracy: number } };

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 30_000, timeout: 30_000 };

/** The browser's geolocation, when it has one (some report the property but leave it empty). */
const geolocation = (): Geolocation | null => navigator.geolocation ?? null;

export function usePhonePosition() {
  const [state, setState] = useState<PhonePosition>(() =>
    geolocation() ? { status: "off" } : { status: "unavailable" },
  );
  /** The watch under way, with the geolocation it was started on. */
  const watch = useRef<{ id: number; on: Geolocation } | undefined>(undefined);
  const deadline = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(deadline.current);
    watch.current?.on.clearWatch(watch.current.id);
    watch.current = undefined;
  }, []);

  const start = useCallback(() => {
    const on = geolocation();
    if (!on || watch.current !== undefined) return;
    setState((s) => (s.status === "on" ? s : { status: "asking" }));
    const id = on.watchPosition(
      (fix) =>
        setState({
          status: "on",
          position: { lat: fix.coords.latitude, lng: fix.coords.longitude, accuracy: fix.coords.accuracy },
        }),
      (error) => {
        stop();
        setState({ status: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" });
      },
      WATCH_OPTIONS,
    );
    watch.current = { id, on };
    deadline.current = setTimeout(
      () => setState((s) => (s.status === "asking" ? { status: "unavailable" } : s)),
      POSITION_DEADLINE_MS,
    );
  }, [stop]);

  useEffect(() => {
    let current = true;
    // Asked before and allowed: no need to ask again. Never prompt unasked.
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((permission) => {
        if (!current) return;
        if (permission.state === "granted") start();
        else if (permission.state === "denied") setState({ status: "denied" });
      })
      .catch(() => {});
    return () => {
      current = false;
      stop();
    };
  }, [start, stop]);

  return { phone: state, askForPosition: start };
}
