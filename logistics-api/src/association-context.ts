// What every association call needs before it evaluates or writes: the load,
// the driver (on file for it, with the DOT number given), the trailer, and the
// trailers the driver holds now. Each missing piece is a §8 reason code.

import { findLoadById } from "#logistics-api/src/db/loads.ts";
import { findTrailer, trailersAttachedToDriver } from "#logistics-api/src/db/trailers.ts";
import type { EvaluationInput } from "#logistics-api/src/evaluations/evaluation.ts";
import { assertSameDriver } from "#logistics-api/src/middleware/identity.ts";
import type { AssociationRequest } from "#shared/logistics/associations.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { LogisticsError } from "./errors.ts";
import { isOnFile, notOnFile } from "./on-file.ts";

type DriverRow = { mobile_number: string; carrier_id: number | null; dot_number: string | null };

export async function loadAssociationContext(
  db: D1Database,
  request: AssociationRequest,
  tokenMobile: string,
): Promise<EvaluationInput> {
  assertSameDriver(tokenMobile, request.driver.mobileNumber);
  const [load, driver, trailer] = await Promise.all([
    findLoadById(db, request.loadId),
    db
      .prepare(
        `SELECT d.mobile_number, d.carrier_id, c.dot_number FROM drivers d
         LEFT JOIN carriers c ON c.id = d.carrier_id WHERE d.mobile_number = ?`,
      )
      .bind(request.driver.mobileNumber)
      .first<DriverRow>(),
    findTrailer(db, request.trailer),
  ]);
  if (!load) throw new LogisticsError(404, { message: "Invalid order", reasonCode: ReasonCode.invalidOrder });
  if (load.order_type !== "logistics")
    throw new LogisticsError(422, { message: "Invalid order type", reasonCode: ReasonCode.invalidOrderType });
  if (!driver || driver.dot_number !== request.driver.dotNumber)
    throw new LogisticsError(404, { message: "Driver not found", reasonCode: ReasonCode.driverNotFound });
  if (!isOnFile(load, driver)) throw notOnFile();
  if (!trailer)
    throw new LogisticsError(404, { message: "Trailer not found", reasonCode: ReasonCode.trailerNotFound });
  return {
    trailer,
    load,
    driverMobile: driver.mobile_number,
    driverTrailers: await trailersAttachedToDriver(db, driver.mobile_number),
    location: request.location,
    loadTrailerStatus: request.loadTrailerStatus,
  };
}

/** Same, with the failure answers in the shape of the call (e.g. isSuccessful false). */
export async function loadAssociationContextAs(
  failureShape: Record<string, unknown>,
  ...args: Parameters<typeof loadAssociationContext>
): Promise<EvaluationInput> {
  try {
    return await loadAssociationContext(...args);
  } catch (error) {
    if (error instanceof LogisticsError) throw error.with(failureShape);
    throw error;
  }
}
