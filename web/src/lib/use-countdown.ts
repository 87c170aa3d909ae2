import { useEffect, useState } from "react";

function secondsUntil(until: number | undefined): number {
  return Math.max(0, Math.ceil(((until ?? 0) - Date.now()) / 1000));
}

/** Whole seconds left until `until` (epoch ms), updated every second; 0 once passed. */
export function useCountdown(until: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (secondsUntil(until) === 0) return;
    const timer = setInterval(() => {
      const remaining = secondsUntil(until);
      setSeconds(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/** 75 → "1:15". */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
