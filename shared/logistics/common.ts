import { z } from "zod/mini";

/** Header that carries the app token on every call to the logistics API. */
export const APP_TOKEN_HEADER = "x-app-token";
/** The driver's identity token travels as `Authorization: Bearer <token>`. */
export const IDENTITY_TOKEN_HEADER = "authorization";

/** The product name in `featureFlags/{product}App` and `persistentAlert/{product}LogisticsApp`. */
export const PRODUCT = "hitch";
/** This app's id in a persistent alert's knxApp; 1 targets every app. */
export const APP_ID = 7;
export const ALL_APPS = 1;

/** Server form of a geopoint (lat, lon); the client form uses lng (spec §3). */
export const ServerGeopointSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
  accuracy: z.optional(z.number().check(z.gte(0))),
});
export type ServerGeopoint = z.infer<typeof ServerGeopointSchema>;

export const LocationSchema = z.object({ lat: z.number(), lng: z.number() });

/**
 * When something happened on the phone, which may be long before it reached us (offline).
 * Any offset, but the instant must fall in years 0000-9999 once in UTC: it is stored and
 * answered as UTC ISO (e.g. a trailer's sourceLastReported), which has four-digit years.
 */
export const EventTimeSchema = z.iso.datetime({ offset: true }).check(
  z.refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      // Not a date at all is the format check's issue, reported once.
      return Number.isNaN(year) || (year >= 0 && year <= 9999);
    },
    { error: "Out of range: the UTC instant must fall in years 0000-9999" },
  ),
);

/**
 * Body of every error answer of the logistics API. A call with a refusal shape of its own
 * (LOGISTICS_CALLS' `failure`) merges it in, so its body satisfies both.
 */
export const LogisticsErrorBodySchema = z.object({
  message: z.string(),
  reasonCode: z.optional(z.int()),
  validationErrors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type LogisticsErrorBody = z.infer<typeof LogisticsErrorBodySchema>;

export const AssociationResultSchema = z.object({
  isSuccessful: z.boolean(),
  reasonCode: z.nullable(z.int()),
});
export type AssociationResult = z.infer<typeof AssociationResultSchema>;
