import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { LoadTrailerStatus } from "#shared/logistics/enums.ts";

/** A load slot's name (docs/product.md §3 trailer status options); the same function until the language changes. */
export function useSlotLabel() {
  const { t } = useLingui();
  return useCallback(
    (slot: LoadTrailerStatus): string => {
      switch (slot) {
        case "inboundEmpty":
          return t({ message: "Inbound empty", context: "load slot" });
        case "loadedTrailer":
          return t({ message: "Loaded", context: "load slot" });
        case "outboundEmpty":
          return t({ message: "Outbound empty", context: "load slot" });
      }
    },
    [t],
  );
}

/** The same slot as the driver picks it on take possession (docs/product.md §3: 'my empty trailer for the shipper'). */
export function useSlotOptionText() {
  const { t } = useLingui();
  return useCallback(
    (slot: LoadTrailerStatus): string => {
      switch (slot) {
        case "inboundEmpty":
          return t`My empty trailer for the shipper`;
        case "loadedTrailer":
          return t`Loaded trailer`;
        case "outboundEmpty":
          return t`My empty trailer to return`;
      }
    },
    [t],
  );
}
