// Whose write an entry is: the driver and order it was made for, kept in its
// meta, so it is sent only while they are signed in, never as someone else
// (decision 041). The page and the service worker check it the same way.
import type { OutboxEntry } from "./outbox-entry.ts";

/** The part of the signed-in user (docs/product.md §3's user details) a write belongs to. */
export type Driver = { mobileNumber: string; orderNumber: string };

/** The meta that names a write's driver and order. */
export function ownerMeta(driver: Driver | null): Record<string, string> {
  return driver ? { mobileNumber: driver.mobileNumber, orderNumber: driver.orderNumber } : {};
}

/** Whether `driver` (who is signed in now) is the one the write was made by. */
export function madeBy(entry: OutboxEntry, driver: Driver | null): boolean {
  return (
    driver !== null &&
    entry.meta?.mobileNumber === driver.mobileNumber &&
    entry.meta?.orderNumber === driver.orderNumber
  );
}
