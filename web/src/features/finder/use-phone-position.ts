// The phone's own position, only when the driver allows it: watched at once when
// the permission was already given, otherwise after the driver asks for it.
import { useCallback, useEffect, useRef, useState } from "react";
import type { LatLng } from "../../../../shared/geo.ts";

export type PhonePosition =
  | { status: "off" }
  | { status: "asking" }
  | { status: "denied" }
  | { status: "unavailable" }
  | { status: "on"; position: LatLng & { accuracy: number } };

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 30_000, timeout: 30_000 };

export function usePhonePosition() {
  const [state, setState] = useState<PhonePosition>(() =>
    "geolocation" in navigator ? { status: "off" } : { status: "unavailable" },
  );
  const watch = useRef<number | undefined>(undefined);

  const start = useCallback(() => {
    if (!("geolocation" in navigator) || watch.current !== undefined) return;
    setState((s) => (s.status === "on" ? s : { status: "asking" }));
    watch.current = navigator.geolocation.watchPosition(
      (fix) =>
        setState({
          status: "on",
          position: { lat: fix.coords.latitude, lng: fix.coords.longitude, accuracy: fix.coords.accuracy },
        }),
      (error) => {
        if (watch.current !== undefined) navigator.geolocation.clearWatch(watch.current);
        watch.current = undefined;
        setState({ status: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" });
      },
      WATCH_OPTIONS,
    );
  }, []);

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
      if (watch.current !== undefined) navigator.geolocation.clearWatch(watch.current);
      watch.current = undefined;
    };
  }, [start]);

  return { phone: state, askForPosition: start };
}
