// A link the driver shares (a finder map's, decision 026; a condition report's, decision 128): the
// phone's share sheet where there is one (Web Share API), otherwise the clipboard; the caller shows
// the link as well, to copy by hand.

/** What happened to the link: handed to the share sheet, copied, or only shown. */
export type HandedOver = "shared" | "copied" | "shown";

export async function handOverLink(url: string, title: string): Promise<HandedOver> {
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
