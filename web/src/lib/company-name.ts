import { useLingui } from "@lingui/react/macro";
import type { Company } from "#shared/logistics/enums.ts";

/** A company's display name. */
export function useCompanyName() {
  const { t } = useLingui();
  return (company: Company): string =>
    company === "knight"
      ? t({ message: "Knight", context: "company name" })
      : t({ message: "Swift", context: "company name" });
}
