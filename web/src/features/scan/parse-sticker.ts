// What a trailer's QR sticker holds (decision 040): a bare QR id, or this app's
// own `<origin>/trailers/<qrId>` URL (what the printed sheet carries). Anything
// else, a URL of any other origin above all, is an invalid QR: never followed,
// never fetched.
import { TRAILER_ROUTE_SEGMENTS } from "#shared/trailer-routes.ts";
import { QrIdSchema } from "#shared/validation.ts";

export type Sticker = { kind: "qrId"; qrId: string } | { kind: "invalid" };

const INVALID: Sticker = { kind: "invalid" };

function asQrId(candidate: string): Sticker {
  const parsed = QrIdSchema.safeParse(candidate);
  if (!parsed.success || TRAILER_ROUTE_SEGMENTS.has(parsed.data)) return INVALID;
  return { kind: "qrId", qrId: parsed.data };
}

export function parseSticker(text: string, ownOrigin: string): Sticker {
  const content = text.trim();
  if (!content.includes(":") && !content.includes("/")) return asQrId(content);
  let url: URL;
  try {
    url = new URL(content);
  } catch {
    return INVALID;
  }
  if (url.origin !== ownOrigin || url.search !== "" || url.hash !== "" || url.username !== "") return INVALID;
  // Only /trailers/<qrId>, exactly: no encoded slashes, no dot segments, nothing after.
  const match = /^\/trailers\/([A-Za-z0-9_-]{1,64})$/.exec(url.pathname);
  return match?.[1] ? asQrId(match[1]) : INVALID;
}
