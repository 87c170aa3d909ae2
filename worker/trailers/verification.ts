// docs/product.md §5: the plate, or the VIN's last 6, read off the trailer. Plates are
// compared as letters and digits only (spaces, dashes and case do not count).
const normalizePlate = (plate: string) => plate.toUpperCase().replace(/[^A-Z0-9]/g, "");

export function plateMatches(typed: string, onRecord: string | null): boolean {
  const expected = normalizePlate(onRecord ?? "");
  return expected !== "" && normalizePlate(typed) === expected;
}

export function vinEndsWith(vin: string | null, last6: string): boolean {
  const onRecord = (vin ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");
  return onRecord.length >= 6 && onRecord.endsWith(last6.toUpperCase());
}
