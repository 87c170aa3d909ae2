// One line that says whether the driver's work has reached the office, with a
// count: "Syncing · 3 waiting to be sent · 2 photos", and once what was waiting
// has gone, "Up to date · 7 sent", or, when the carrier refused some of it, "7
// sent · 1 needs your attention" (never "Up to date" then: Your recent work says
// what and why). Nothing before any work has waited on this page. Offline it
// says nothing itself: the screen's offline line counts what waits (decision
// 107), from what this line keeps in stores/unsent-work.ts. Photos count as the
// outbox entries they are (decision 053), with the size still to upload ("· 820
// KB left"): at one bar a photo takes several seconds, and the driver sees the
// number fall.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { outbox } from "#web/outbox/app-outbox.ts";
import { PHOTO_KIND, uploadBytes } from "#web/outbox/outbox-entry.ts";
import { offline } from "#web/stores/network.ts";
import { unsentWork } from "#web/stores/unsent-work.ts";

// Formatted only when shown: the first number format a page makes costs tens of milliseconds on a
// slow phone (its locale data), and this line renders on every screen.
function KbLeft({ kbLeft }: { kbLeft: string }) {
  return (
    <>
      {" · "}
      <Trans>{kbLeft} KB left</Trans>
    </>
  );
}

export function SyncIndicator() {
  const { i18n } = useLingui();
  const entries = outbox.entries.value;
  // Every entry this page has seen waiting: once they are all sent, the line says so with their number.
  const seenWaiting = useRef(new Set<string>()).current;
  const unsent = entries.filter((e) => e.state === "waiting" || e.state === "sending");
  for (const entry of unsent) seenWaiting.add(entry.id);
  const count = unsent.length;
  const photos = unsent.filter((e) => e.kind === PHOTO_KIND).length;
  // For the offline line, which every screen draws without the outbox's code.
  useEffect(() => {
    unsentWork.value = { count, photos };
  }, [count, photos]);
  useEffect(
    () => () => {
      unsentWork.value = { count: 0, photos: 0 };
    },
    [],
  );
  const left = unsent.reduce((sum, e) => sum + uploadBytes(e), 0);
  const sent = entries.filter((e) => e.state === "done" && seenWaiting.has(e.id)).length;
  const refused = entries.filter((e) => e.state === "refused" && seenWaiting.has(e.id)).length;
  if (offline.value || (count === 0 && sent === 0 && refused === 0)) return null;
  const sending = unsent.some((e) => e.state === "sending");
  return (
    <p className="sync-indicator" role="status" aria-live="polite">
      {count === 0 && refused > 0 ? (
        <>
          <Plural value={sent} one="# sent" other="# sent" />
          {" · "}
          <Plural value={refused} one="# needs your attention" other="# need your attention" />
        </>
      ) : count === 0 ? (
        <Plural value={sent} one="Up to date · # sent" other="Up to date · # sent" />
      ) : sending ? (
        <Plural value={count} one="Syncing · # waiting to be sent" other="Syncing · # waiting to be sent" />
      ) : (
        <Plural value={count} one="# waiting to be sent" other="# waiting to be sent" />
      )}
      {count > 0 && photos > 0 && (
        <>
          {" · "}
          <Plural value={photos} one="# photo" other="# photos" />
        </>
      )}
      {count > 0 && left > 0 && <KbLeft kbLeft={i18n.number(Math.max(1, Math.round(left / 1024)))} />}
    </p>
  );
}
