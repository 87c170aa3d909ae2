import { Trans } from "@lingui/react/macro";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import type { usePlateOrVin } from "./use-plate-or-vin.ts";

type PlateOrVin = ReturnType<typeof usePlateOrVin>;

/** The plate, the VIN's last 6, or either (docs/product.md §5), as the trailer has on record. */
export function PlateOrVinFields({
  verifyWith,
  plate,
  vinLast6,
  setPlate,
  setVinLast6,
  errors,
}: Pick<PlateOrVin, "verifyWith" | "plate" | "vinLast6" | "setPlate" | "setVinLast6" | "errors">) {
  const askPlate = verifyWith !== "vin";
  const askVin = verifyWith !== "plate";
  return (
    <>
      {askPlate && (
        <IdentifierField
          label={<Trans>License plate</Trans>}
          name="plate"
          required={!askVin}
          value={plate}
          error={errors.plate}
          onChange={(event) => setPlate(event.target.value)}
        />
      )}
      {askPlate && askVin && (
        <p className="or">
          <Trans>or</Trans>
        </p>
      )}
      {askVin && (
        <IdentifierField
          label={<Trans>Last 6 characters of the VIN</Trans>}
          name="vinLast6"
          required={!askPlate}
          inputMode="text"
          maxLength={6}
          value={vinLast6}
          error={errors.vinLast6}
          onChange={(event) => setVinLast6(event.target.value)}
        />
      )}
    </>
  );
}
