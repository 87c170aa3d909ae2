import { useLingui } from "@lingui/react/macro";
import { categoryOfType } from "#web/features/assessment/categories.ts";
import { placeLabel } from "#web/features/assessment/layout/damage-layout.ts";
import type { AssessmentSubtype, AssessmentType } from "#web/stores/assessment-draft.ts";

/** A place's name in the driver's language (its damage item), or its category's name when it has none. */
export function usePlaceLabel() {
  const { t } = useLingui();
  return (type: AssessmentType, subType: AssessmentSubtype): string =>
    t(placeLabel(type, subType) ?? categoryOfType(type).name);
}
