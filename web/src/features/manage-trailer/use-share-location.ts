// 'Share location': a link that opens the finder map without signing in, for a yard
// colleague, say (decision 026), handed over by share-location.ts; the link is also shown, to
// copy by hand.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { alerts } from "#web/stores/alerts.ts";
import type { HandedLink } from "./share-location.ts";

export type SharedLink = HandedLink & {
  /** Which trailer it is for; undefined for the whole load. */
  trailerId: string | undefined;
};

// Loaded at the tap, out of Manage trailer's first screen (decision 091); the service worker holds it.
const loadShareLocation = () => import("./share-location.ts");

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
      const handed = await (await loadShareLocation()).shareLocation(trailerId, t`Where the trailer is`);
      const { how } = handed;
      setShared({ ...handed, trailerId });
      if (how === "shared")
        alerts.add({ theme: "success", message: msg`Link shared. It works for 24 hours.` });
      if (how === "copied")
        alerts.add({
          theme: "success",
          message: msg`Link copied: paste it in a message. It works for 24 hours.`,
        });
    } catch (error) {
      // The Worker's refusal, no signal, or the code for it not loaded: the driver can try again.
      console.error(error);
      alerts.add({ theme: "error", message: msg`The link could not be made. Try again.` });
    } finally {
      setBusy(null);
    }
  }

  return { share, busy, shared };
}
