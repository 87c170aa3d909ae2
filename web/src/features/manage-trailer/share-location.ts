// What 'Share location' does at the tap (use-share-location.ts loads it then): the link made, then
// handed over (lib/hand-over-link.ts).
import type { FinderLinkAnswer } from "#shared/api/finder.ts";
import { type HandedOver, handOverLink } from "#web/lib/hand-over-link.ts";
import { createFinderLink } from "./api/create-finder-link.ts";

export type HandedLink = FinderLinkAnswer & { url: string; how: HandedOver };

/** Makes the finder link for one trailer, or the whole load, and hands it over. */
export async function shareLocation(trailerId: string | undefined, title: string): Promise<HandedLink> {
  const made = await createFinderLink(trailerId);
  const url = new URL(made.path, window.location.origin).href;
  return { ...made, url, how: await handOverLink(url, title) };
}
