// What 'Share location' does at the tap (use-share-location.ts loads it then): the link made, then
// handed to the phone's share sheet where there is one (Web Share API), otherwise the clipboard.
import type { FinderLinkAnswer } from "#shared/api/finder.ts";
import { createFinderLink } from "./api/create-finder-link.ts";

export type HandedLink = FinderLinkAnswer & {
  url: string;
  /** What happened to it: handed to the share sheet, copied, or only shown. */
  how: "shared" | "copied" | "shown";
};

async function handOver(url: string, title: string): Promise<HandedLink["how"]> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return "shared";
    } catch {
      // Cancelled, or not allowed here: the link is on screen all the same.
      return "shown";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "shown";
  }
}

/** Makes the finder link for one trailer, or the whole load, and hands it over. */
export async function shareLocation(trailerId: string | undefined, title: string): Promise<HandedLink> {
  const made = await createFinderLink(trailerId);
  const url = new URL(made.path, window.location.origin).href;
  return { ...made, url, how: await handOver(url, title) };
}
