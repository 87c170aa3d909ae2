import { useLingui } from "@lingui/react/macro";
import type { AssessmentSubtype, AssessmentType } from "#web/stores/assessment-draft.ts";
import { categoryOfType } from "../categories.ts";
import { placeLabel } from "../layout/damage-layout.ts";

/** A place's name in the driver's language (its damage item), or its category's name when it has none. */
export function usePlaceLabel() {
  const { t } = useLingui();
  return (type: AssessmentType, subType: AssessmentSubtype): string =>
    t(placeLabel(type, subType) ?? categoryOfType(type).name);
}
