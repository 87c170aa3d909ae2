// The trailer finder's browser <-> Worker contract (decision 026). Its answer is
// deliberately narrow: where a trailer is, how sure that is (a radius) and when it
// was reported, with its number, company and slot on the load. Never an order,
// a driver or a carrier: a trailer's position is what a cargo thief wants.
import { z } from "zod/mini";
import { CompanySchema, LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import { TrailerIdPartsSchema } from "#shared/trailer-id.ts";

/** The request header that carries a finder link's token (never a URL: URLs end up in logs). */
export const FINDER_LINK_HEADER = "x-finder-link";
/** The longest token the Worker reads; anything longer is refused unread. */
export const FINDER_LINK_MAX_LENGTH = 1024;

const FINDER_SCOPES = ["trailer", "load"] as const;
const FinderScopeSchema = z.enum(FINDER_SCOPES);
export type FinderScope = z.infer<typeof FinderScopeSchema>;

/** Where each scope's finder lives (docs/product.md §2): one trailer, or the trailers of a load. */
export const FINDER_PATHS: Record<FinderScope, string> = {
  trailer: "/trailers/map",
  load: "/trailers/tacMap",
};
/** The token rides in the fragment, which browsers never send to any server. */
export const FINDER_LINK_FRAGMENT = "link";

/** The path and fragment a finder link opens, e.g. `/trailers/map#link=<token>`. */
export function finderLinkPath(scope: FinderScope, token: string): string {
  return `${FINDER_PATHS[scope]}#${FINDER_LINK_FRAGMENT}=${token}`;
}

const FinderPositionSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  /** How sure the position is: the trailer is within this many metres (shared/location-confidence.ts). */
  radiusMetres: z.int().check(z.gte(1)),
});
export type FinderPosition = z.infer<typeof FinderPositionSchema>;

export const FinderTrailerSchema = z.object({
  trailerNumber: z.string(),
  company: CompanySchema,
  /** Its slot on the load (inbound empty, loaded, outbound empty); null when it holds none. */
  slot: z.nullable(LoadTrailerStatusSchema),
  /** False when the logistics API does not know the trailer. */
  found: z.boolean(),
  /** Its last known place; null when none was ever reported. */
  position: z.nullable(FinderPositionSchema),
  /** When that place was reported (the trailer's sourceLastReported). */
  reportedAt: z.nullable(z.iso.datetime()),
  /** Seconds between that report and the answer, by the Worker's clock (a phone's clock may be off). */
  ageSeconds: z.nullable(z.int().check(z.gte(0))),
});
export type FinderTrailer = z.infer<typeof FinderTrailerSchema>;

/** GET /api/finder/link and GET /api/finder/mine. */
export const FinderAnswerSchema = z.object({
  scope: FinderScopeSchema,
  trailers: z.array(FinderTrailerSchema),
  /** When the link stops working; null for a signed-in driver's own view. */
  linkExpiresAt: z.nullable(z.iso.datetime()),
});
export type FinderAnswer = z.infer<typeof FinderAnswerSchema>;

/** GET /api/finder/mine: one trailer of the driver's own order, or all of them. */
export const OwnFinderQuerySchema = z.object({ trailer: z.optional(TrailerIdPartsSchema) });

/** POST /api/finder/links: a link to one trailer of the driver's order, or to its trailers. */
export const FinderLinkRequestSchema = z.object({ trailerId: z.optional(TrailerIdPartsSchema) });
export const FinderLinkAnswerSchema = z.object({
  /** Path and fragment below the app's origin (finderLinkPath). */
  path: z.string(),
  scope: FinderScopeSchema,
  expiresAt: z.iso.datetime(),
});
export type FinderLinkAnswer = z.infer<typeof FinderLinkAnswerSchema>;
