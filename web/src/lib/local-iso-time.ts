// When something happened on the phone, as the outbox and the photos record it: an ISO time with
// the phone's own offset, so the system of record knows the local time of a yard event.

/** An ISO time with the phone's own offset, e.g. 2026-11-22T21:04:05-07:00. */
export function localIsoTime(date = new Date()): string {
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, "0");
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}
