// 'Share location': a link that opens the finder map without signing in, for a yard
// colleague, say (decision 026), handed over as lib/hand-over-link.ts does and also
// shown, to copy by hand.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { FinderLinkAnswer } from "#shared/api/finder.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { type HandedOver, handOverLink } from "#web/lib/hand-over-link.ts";
import { alerts } from "#web/stores/alerts.ts";
import { createFinderLink } from "./api/create-finder-link.ts";

export type SharedLink = FinderLinkAnswer & {
  url: string;
  /** What happened to it: handed to the share sheet, copied, or only shown. */
  how: HandedOver;
  /** Which trailer it is for; undefined for the whole load. */
  trailerId: string | undefined;
};

/**
 * Busy and errors handled here, not with useSending: that hook lives in Login's chunk, and Manage
 * trailer's first screen would load the whole of it (3.6 KB gzip, decision 091).
 */
export function useShareLocation() {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const [shared, setShared] = useState<SharedLink | null>(null);

  async function share(trailerId?: string) {
    setBusy(trailerId ?? "load");
    try {
      const made = await createFinderLink(trailerId);
      const url = new URL(made.path, window.location.origin).href;
      const how = await handOverLink(url, t`Where the trailer is`);
      setShared({ ...made, url, how, trailerId });
      if (how === "shared")
        alerts.add({ theme: "success", message: msg`Link shared. It works for 24 hours.` });
      if (how === "copied")
        alerts.add({
          theme: "success",
          message: msg`Link copied: paste it in a message. It works for 24 hours.`,
        });
    } catch (error) {
      if (error instanceof ApiRequestError)
        alerts.add({ theme: "error", message: msg`The link could not be made. Try again.` });
    } finally {
      setBusy(null);
    }
  }

  return { share, busy, shared };
}
