import { z } from "zod/mini";
import { optional, Text } from "./tolerant-reading.ts";

/** Header that carries the app token on every call to the logistics API. */
export const APP_TOKEN_HEADER = "x-app-token";
/** The driver's identity token travels as `Authorization: Bearer <token>`. */
export const IDENTITY_TOKEN_HEADER = "authorization";

/** The product name in `featureFlags/{product}App` and `persistentAlert/{product}LogisticsApp`. */
export const PRODUCT = "hitch";
/** This app's id in a persistent alert's knxApp; 1 targets every app. */
export const APP_ID = 7;
export const ALL_APPS = 1;

/** Server form of a geopoint (lat, lon); the client form uses lng (docs/product.md §3). */
export const ServerGeopointSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
  accuracy: z.optional(z.number().check(z.gte(0))),
});
export type ServerGeopoint = z.infer<typeof ServerGeopointSchema>;

export const LocationSchema = z.object({ lat: z.number(), lng: z.number() });

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

/**
 * An association write's answer as the edge reads it (docs/product.md §5: it failed unless the status is 200
 * and isSuccessful is true). An answer without isSuccessful says nothing either way: unreadable.
 */
export const AssociationResultReadSchema = z.object({
  isSuccessful: z.boolean(),
  reasonCode: optional(z.int(), "reasonCode"),
});
export type AssociationResultReading = z.output<typeof AssociationResultReadSchema>;

/**
 * A write whose answer docs/product.md §7 does not show (reportQrUnassociatedThirdParty, failedUsageAttempt):
 * any 2xx is done unless it says isSuccessful false; an empty answer is a yes.
 */
export const UnshownResultReadSchema = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const fields = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
    const code = optional(z.int(), "reasonCode").parse(fields.reasonCode);
    return { isSuccessful: raw !== false && fields.isSuccessful !== false, reasonCode: code };
  }),
);

/** The reason code of an error body, however the carrier sends it (a number, or digits). */
export const ReasonCodeReadSchema = optional(
  z.pipe(
    Text,
    z.transform((code, ctx) => {
      const value = Number(code);
      if (Number.isInteger(value)) return value;
      ctx.issues.push({ code: "custom", message: "not a code", input: code });
      return z.NEVER;
    }),
  ),
  "reasonCode",
);
