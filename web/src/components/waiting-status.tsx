// "Texting your code… 4 s": once something the driver is waiting on has taken
// longer than a second (one bar of signal: several seconds a call), a line at
// the bottom of the screen says what is happening and for how long, so a
// button that has gone grey is never the only sign. Uploads have their own
// count in the sync line (sync-indicator.tsx). Issue 11.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type PendingCall, pendingCalls } from "../stores/pending-calls.ts";

/** Shown once a call has waited this long. */
export const SHOW_WAITING_AFTER_MS = 1000;

/** What the driver is waiting for, by the call's method and path; the first match wins. */
const WHAT: [method: string, path: RegExp, what: MessageDescriptor][] = [
  ["POST", /^\/api\/session\/code$/, msg`Texting your code…`],
  ["POST", /^\/api\/session$/, msg`Checking your code…`],
  ["PUT", /^\/api\/session\/order$/, msg`Changing the order…`],
  ["GET", /^\/api\/trailers\/(qr|number)\//, msg`Looking up the trailer…`],
  ["POST", /^\/api\/trailers\/check$/, msg`Checking the trailer…`],
  ["POST", /^\/api\/trailers\/verify$/, msg`Checking the plate or VIN…`],
  ["POST", /^\/api\/finder\/links$/, msg`Making the finder link…`],
  ["GET", /^\/api\/finder\//, msg`Finding the trailer…`],
];
const ANYTHING = msg`Waiting for an answer…`;

function whatOf(call: PendingCall): MessageDescriptor {
  return WHAT.find(([method, path]) => method === call.method && path.test(call.path))?.[2] ?? ANYTHING;
}

export function WaitingStatus() {
  const { i18n } = useLingui();
  const calls = pendingCalls.value;
  const [now, setNow] = useState(() => Date.now());
  const waiting = calls.length > 0;
  // A clock only while something is waited on.
  useEffect(() => {
    if (!waiting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [waiting]);
  const oldest = calls[0];
  const waited = oldest ? now - oldest.startedAt : 0;
  const visible = oldest !== undefined && waited >= SHOW_WAITING_AFTER_MS;
  const seconds = Math.floor(waited / 1000);
  // The live region stays in the page so a screen reader hears the line when it appears.
  return (
    <p className="waiting-status" role="status" aria-live="polite" hidden={!visible}>
      {visible && (
        <>
          {i18n._(whatOf(oldest))} <Trans>{seconds} s</Trans>
        </>
      )}
    </p>
  );
}
