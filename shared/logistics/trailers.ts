import { z } from "zod/mini";
import { splitTrailerId } from "#shared/trailer-id.ts";
import {
  EventTimeSchema,
  IdempotencyKeySchema,
  MobileNumberSchema,
  OrderNumberSchema,
  QrIdSchema,
  TrailerNumberSchema,
} from "#shared/validation.ts";
import { LocationSchema, ReasonCodeReadSchema, ServerGeopointSchema } from "./common.ts";
import { AvailabilitySchema, COMPANIES, CompanySchema, RepairsNeededLevelSchema } from "./enums.ts";
import { DateTime, openEnum, optional, readAs, Text, UNKNOWN, withDefault } from "./tolerant-reading.ts";

export const TrailerSchema = z.object({
  id: z.string(),
  trailerNumber: z.string(),
  company: CompanySchema,
  availability: AvailabilitySchema,
  repairsNeededLevel: RepairsNeededLevelSchema,
  isAttached: z.boolean(),
  sourceLastReported: z.nullable(z.iso.datetime()),
  /** One-letter status code: K claims, H logistics, A active, S shop, T stolen, … */
  status: z.string(),
  /** MovementStatus: 0 parked, 2 not reported (how a QR-mapped trailer starts, docs/product.md §4); anything else is moving. */
  movementStatus: z.int(),
  currentOrderNumber: z.nullable(z.string()),
  /** Who the trailer is held for, when anyone: an asset driver's code or an order number. */
  reservation: z.nullable(z.string()),
  location: z.nullable(LocationSchema),
  /** 0-100: how far the reported location can be trusted. */
  locationConfidenceRating: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  licensePlateNumber: z.nullable(z.string()),
  vehicleIdentificationNumber: z.nullable(z.string()),
  trailerQr: z.nullable(z.string()),
  /** DRY_VAN, REEFER, FLATBED, … */
  type: z.string(),
  scannedFromQr: z.optional(z.boolean()),
});
export type Trailer = z.infer<typeof TrailerSchema>;

/** A reported position: lat and lng (§3 Trailer), or lat and lon (the server form of §3 Geopoint). */
const LocationReadSchema = z.pipe(
  z.object({ lat: z.number(), lng: z.optional(z.number()), lon: z.optional(z.number()) }),
  z.transform(({ lat, lng, lon }, ctx) => {
    const longitude = lng ?? lon;
    if (longitude !== undefined) return { lat, lng: longitude };
    ctx.issues.push({ code: "custom", message: "no longitude", path: ["lng"], input: lng });
    return z.NEVER;
  }),
);

/**
 * A trailer as the edge reads it (decision 061). Every field is one the app can do without: the
 * caller knows the trailer's number and company from its own request, and a field it cannot read
 * is taken as not reported. Availability and repairs level the app does not know read "unknown".
 */
export const TrailerReadSchema = z.object({
  id: optional(Text, "id"),
  trailerNumber: optional(Text, "trailerNumber"),
  company: withDefault(openEnum(COMPANIES, "company"), UNKNOWN, "company"),
  availability: optional(openEnum([0, 1, 2, 3], "availability"), "availability"),
  repairsNeededLevel: optional(openEnum([0, 1, 2], "repairsNeededLevel"), "repairsNeededLevel"),
  isAttached: withDefault(z.boolean(), false, "isAttached"),
  sourceLastReported: optional(DateTime, "sourceLastReported"),
  status: withDefault(Text, "", "status"),
  movementStatus: optional(z.int(), "movementStatus"),
  currentOrderNumber: optional(Text, "currentOrderNumber"),
  location: optional(LocationReadSchema, "location"),
  locationConfidenceRating: optional(z.number().check(z.gte(0), z.lte(100)), "locationConfidenceRating"),
  licensePlateNumber: optional(Text, "licensePlateNumber"),
  vehicleIdentificationNumber: optional(Text, "vehicleIdentificationNumber"),
  trailerQr: optional(Text, "trailerQr"),
  type: withDefault(Text, "", "type"),
  scannedFromQr: optional(z.boolean(), "scannedFromQr"),
});
export type TrailerReading = z.output<typeof TrailerReadSchema>;

const NotFoundSchema = z.object({
  isFound: z.literal(false),
  reasonCode: z.int(),
  message: z.string(),
});

export const GetTrailerByIdParamsSchema = z.object({ id: TrailerNumberSchema, company: CompanySchema });
export const GetTrailerByIdResponseSchema = z.discriminatedUnion("isFound", [
  z.extend(TrailerSchema, { isFound: z.literal(true) }),
  NotFoundSchema,
]);

/** "isFound may be false" (docs/product.md §7): false is not found, anything else reads the trailer. */
export const GetTrailerByIdReadSchema = readAs((raw) =>
  raw.isFound === false
    ? z.object({ isFound: z.literal(false) })
    : z.pipe(
        TrailerReadSchema,
        z.transform((trailer) => ({ ...trailer, isFound: true as const })),
      ),
);

export const GetByQrIdParamsSchema = z.object({ qrId: QrIdSchema });
export const GetByQrIdQuerySchema = z.object({
  dryVansOnly: z.pipe(
    z._default(z.enum(["true", "false"]), "false"),
    z.transform((v) => v === "true"),
  ),
});
export const GetByQrIdResponseSchema = z.discriminatedUnion("isFound", [
  z.object({
    isFound: z.literal(true),
    trailerId: z.string(),
    trailerNumber: z.string(),
    trailerCompany: CompanySchema,
    isAttached: z.boolean(),
    trailerStatus: z.string(),
    currentOrderNumber: z.nullable(z.string()),
  }),
  NotFoundSchema,
]);

/**
 * getByQrId as the edge reads it (decision 061): §7's fields are enough. isFound false is not
 * found, with its reason code when the carrier gives one (§7, §8: 480 no trailer has the sticker,
 * 484 its trailer is of a type not asked for, not a dry van); otherwise trailerId is required (§5:
 * no trailerId, the lookup fails), the company is trailerCompany (or the one the id ends with), and
 * the number is read out of the id (§3: number and company joined) unless the answer also gives it.
 */
export const GetByQrIdReadSchema = readAs((raw) =>
  raw.isFound === false
    ? z.object({ isFound: z.literal(false), reasonCode: ReasonCodeReadSchema })
    : z.pipe(
        z.object({
          trailerId: Text,
          trailerCompany: withDefault(openEnum(COMPANIES, "trailerCompany"), UNKNOWN, "trailerCompany"),
          trailerNumber: optional(Text, "trailerNumber"),
          isAttached: withDefault(z.boolean(), false, "isAttached"),
          trailerStatus: withDefault(Text, "", "trailerStatus"),
          currentOrderNumber: optional(Text, "currentOrderNumber"),
        }),
        z.transform((found, ctx) => {
          const named = splitTrailerId(found.trailerId);
          // The company the answer names, or the one its trailerId ends with.
          const company = found.trailerCompany !== UNKNOWN ? found.trailerCompany : named?.company;
          if (company === undefined) {
            ctx.issues.push({
              code: "custom",
              message: "unknown company",
              path: ["trailerCompany"],
              input: "",
            });
            return z.NEVER;
          }
          const number =
            found.trailerNumber ??
            (named?.company === company ? named.trailerNumber : undefined) ??
            // An id that is the bare number (not joined with the company).
            (TrailerNumberSchema.safeParse(found.trailerId).success ? found.trailerId : undefined);
          if (number === undefined) {
            ctx.issues.push({ code: "custom", message: "no trailer number", path: ["trailerId"], input: "" });
            return z.NEVER;
          }
          return {
            isFound: true as const,
            trailerId: found.trailerId,
            trailerNumber: number,
            trailerCompany: company,
            isAttached: found.isAttached,
            trailerStatus: found.trailerStatus,
            currentOrderNumber: found.currentOrderNumber,
          };
        }),
      ),
);
export type GetByQrIdReading = z.output<typeof GetByQrIdReadSchema>;

export const ReportQrUnassociatedRequestSchema = z.object({
  scannedId: QrIdSchema,
  trailerNumber: z.optional(TrailerNumberSchema),
  trailerCompany: z.optional(CompanySchema),
  mobileNumber: MobileNumberSchema,
  loadNumber: OrderNumberSchema,
  location: z.nullable(ServerGeopointSchema),
  eventTime: EventTimeSchema,
  /** A repeat with the same key gets the first answer and stores nothing again. */
  idempotencyKey: z.optional(IdempotencyKeySchema),
});
