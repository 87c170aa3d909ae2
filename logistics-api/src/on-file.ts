// Whether a driver is on file for a load: they drive for its carrier, or they are
// the driver assigned to it. Every call that reads or writes a load checks it
// (README, Calls): a driver acts for their own orders only.
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { LogisticsError } from "./errors.ts";

type LoadParties = { carrier_id: number | null; assigned_driver_mobile: string | null };
type DriverParty = { mobile_number: string; carrier_id: number | null };

export function isOnFile(load: LoadParties, driver: DriverParty): boolean {
  return (
    (driver.carrier_id !== null && driver.carrier_id === load.carrier_id) ||
    load.assigned_driver_mobile === driver.mobile_number
  );
}

export const notOnFile = () =>
  new LogisticsError(403, {
    message: "Driver is not on file for this order",
    reasonCode: ReasonCode.driverNotFound,
  });

/** Throws 403 (driver not found, 434) unless the driver with this phone is on file for the load. */
export async function assertOnFile(db: D1Database, load: LoadParties, mobile: string): Promise<void> {
  const driver = await db
    .prepare("SELECT mobile_number, carrier_id FROM drivers WHERE mobile_number = ?")
    .bind(mobile)
    .first<DriverParty>();
  if (!driver || !isOnFile(load, driver)) throw notOnFile();
}
