// What POST /__dev/fixtures of the reference API takes and gives (logistics-api/src/routes/
// dev-fixtures.ts): a driver and trailers made for one browser test (decision 116).
import { z } from "zod/mini";

export const FixtureRequestSchema = z.object({
  /** How many parked, healthy dry vans at the yard, free to take. */
  trailers: z._default(z.int().check(z.minimum(0), z.maximum(10)), 1),
  /** A trailer the driver still holds from a previous order of their own (docs/product.md §4). */
  heldFromPreviousOrder: z._default(z.boolean(), false),
});
export type FixtureRequest = z.input<typeof FixtureRequestSchema>;

export type FixtureTrailer = { trailerId: string; trailerNumber: string; company: "knight"; qrId: string };
export type Fixture = {
  mobileNumber: string;
  trailers: FixtureTrailer[];
  heldFromPreviousOrder: (FixtureTrailer & { orderNumber: string }) | null;
};
