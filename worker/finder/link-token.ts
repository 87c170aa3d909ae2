// Finder link tokens (decision 026): a short versioned payload naming one trailer or
// the trailers of a load (each with its slot, as captured when the link was made),
// and when it expires, signed with HMAC-SHA256 under FINDER_LINK_KEY.
//
//   token   = base64url(payload JSON) "." base64url(HMAC-SHA256(key, first part))
//   payload = {"v":2,"s":"t"|"l","t":[[number, company, slot|null], …],"e":<expiry, unix seconds>,
//              "o"?:<order tag>}
//
// The payload is readable by whoever holds the link, so it names trailers only: never an order,
// a driver or a carrier. The order that made the link is there only as a keyed hash of its number
// (`o`, decision 120): the Worker can tell whether a trailer is still on it, the holder cannot
// learn it. The signature is checked (crypto.subtle.verify, constant time) before the
// payload is even decoded. Web Crypto only, so the Worker and the dispatch script
// (scripts/finder-link.ts) share this module.
import { z } from "zod/mini";
import { FINDER_LINK_MAX_LENGTH, type FinderScope } from "#shared/api/finder.ts";
import { CompanySchema, type LoadTrailerStatus, LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import type { TrailerIdParts } from "#shared/trailer-id.ts";
import { TrailerNumberSchema } from "#shared/validation.ts";
import { fromBase64Url, hmac, hmacText, toBase64Url, verifyHmac } from "#worker/signing/hmac.ts";

/** 2: the order's tag (decision 120); links of version 1, which had none, are no longer read. */
const FINDER_LINK_VERSION = 2;
/** How long a link works unless its maker says otherwise: a shift and the next morning. */
export const DEFAULT_FINDER_LINK_HOURS = 24;
/** The longest a link may work: a week. */
export const MAX_FINDER_LINK_HOURS = 7 * 24;
/** A load has three slots; a link names at most that many trailers. */
const MAX_FINDER_LINK_TRAILERS = 3;
/** FINDER_LINK_KEY must be at least this long (32 characters of a random key = 128+ bits). */
export const FINDER_LINK_KEY_MIN_LENGTH = 32;

/** A trailer of the driver's order and the slot it fills on the load (null: none). */
export type SlottedTrailer = TrailerIdParts & { slot: LoadTrailerStatus | null };
export type FinderLinkClaims = {
  scope: FinderScope;
  trailers: SlottedTrailer[];
  /** Unix seconds. */
  expiresAt: number;
  /**
   * The order that made the link, as finderLinkOrderTag gives it: a trailer is shown only while it
   * is on that order (decision 120). None on a link made by hand for dispatch (scripts/finder-link.ts).
   */
  orderTag?: string;
};
export type FinderLinkCheck =
  | { ok: true; claims: FinderLinkClaims }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

/** 12 bytes of HMAC, base64url: enough that no other order's number matches by chance. */
const ORDER_TAG_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const PayloadSchema = z.object({
  v: z.literal(FINDER_LINK_VERSION),
  s: z.enum(["t", "l"]),
  t: z
    .array(z.tuple([TrailerNumberSchema, CompanySchema, z.nullable(LoadTrailerStatusSchema)]))
    .check(z.minLength(1), z.maxLength(MAX_FINDER_LINK_TRAILERS)),
  e: z.int().check(z.gte(0)),
  o: z.optional(z.string().check(z.regex(ORDER_TAG_PATTERN))),
});

const TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;
const encoder = new TextEncoder();

/** Signs a link for these trailers; `expiresAt` in unix seconds. */
export async function signFinderLink(secret: string, claims: FinderLinkClaims): Promise<string> {
  const payload = {
    v: FINDER_LINK_VERSION,
    s: claims.scope === "trailer" ? "t" : "l",
    t: claims.trailers.map((t) => [t.trailerNumber, t.company, t.slot]),
    e: claims.expiresAt,
    ...(claims.orderTag === undefined ? {} : { o: claims.orderTag }),
  };
  // Refuse to sign what would not read back (e.g. four trailers, a bad number).
  PayloadSchema.parse(payload);
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  return `${body}.${await hmacText(secret, body)}`;
}

/**
 * Checks a token: its form, its signature (first), its payload, then its expiry against `nowMs`.
 * `secrets`: the current key, then the previous one while a rotation lasts (decision 071), so a
 * link made before the rotation keeps working until it expires.
 */
export async function readFinderLink(
  secrets: readonly string[],
  token: string,
  nowMs: number,
): Promise<FinderLinkCheck> {
  if (token.length > FINDER_LINK_MAX_LENGTH || !TOKEN_PATTERN.test(token))
    return { ok: false, reason: "malformed" };
  const [body = "", signature = ""] = token.split(".");
  const genuine = await verifyHmac(secrets, body, signature);
  if (!genuine) return { ok: false, reason: "forged" };

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(fromBase64Url(body)));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  // Signed by us but not a payload this version reads (a future version, say): not usable.
  const payload = PayloadSchema.safeParse(json);
  if (!payload.success) return { ok: false, reason: "malformed" };
  const { s, t, e, o } = payload.data;
  if (e * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: {
      scope: s === "t" ? "trailer" : "load",
      trailers: t.map(([trailerNumber, company, slot]) => ({ trailerNumber, company, slot })),
      expiresAt: e,
      ...(o === undefined ? {} : { orderTag: o }),
    },
  };
}

/**
 * An order number as a link names it (decision 120): HMAC-SHA256 under the link key, cut to 12
 * bytes. A link's holder cannot learn the order from it; the Worker, with the key, compares it
 * with the order a trailer is on now.
 */
export async function finderLinkOrderTag(secret: string, orderNumber: string): Promise<string> {
  return toBase64Url((await hmac(secret, `order:${orderNumber}`)).slice(0, 12));
}

/**
 * Whether a trailer now on `currentOrderNumber` may be shown by a link with these claims: always
 * for a link that names no order, else only while the trailer is on the order that made it.
 * `secrets` as readFinderLink's: a link signed before a key rotation tagged its order with the old key.
 */
export async function stillOnLinkOrder(
  secrets: readonly string[],
  claims: Pick<FinderLinkClaims, "orderTag">,
  currentOrderNumber: string | null | undefined,
): Promise<boolean> {
  if (claims.orderTag === undefined) return true;
  if (!currentOrderNumber) return false;
  for (const secret of secrets) {
    if ((await finderLinkOrderTag(secret, currentOrderNumber)) === claims.orderTag) return true;
  }
  return false;
}

/** Expiry (unix seconds) for a link made at `nowMs` that works for `hours`, capped at the maximum. */
export function finderLinkExpiry(nowMs: number, hours: number = DEFAULT_FINDER_LINK_HOURS): number {
  const capped = Math.min(Math.max(hours, 0), MAX_FINDER_LINK_HOURS);
  return Math.floor(nowMs / 1000 + capped * 3600);
}
