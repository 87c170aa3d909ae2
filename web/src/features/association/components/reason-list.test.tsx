import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EvaluationResult, EvaluationType } from "#shared/logistics/enums.ts";
import { activateLocale, type Locale, loadWorkflowStrings } from "#web/lib/i18n.ts";
import { ReasonList } from "./reason-list.tsx";

/** A carrier that sends only type, result and message for a reason the type alone does not name. */
const CARRIERS_OWN = {
  type: EvaluationType.trailer_status,
  result: EvaluationResult.fail,
  message: "Trailer is reported stolen: open a police report.",
} as const;

async function renderIn(locale: Locale) {
  await loadWorkflowStrings();
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <ReasonList evaluations={[CARRIERS_OWN]} result={EvaluationResult.fail} />
    </I18nProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await activateLocale("en-US");
});

describe("a reason only the carrier's message names", () => {
  it.each([
    ["en-US", "The carrier's system says:"],
    ["es", "El sistema del transportista dice:"],
  ] as const)("in %s, is said to be the carrier's and marked as English", async (locale, lead) => {
    await renderIn(locale);
    const item = screen.getByRole("listitem");
    expect(item.textContent).toBe(`${lead} ${CARRIERS_OWN.message}`);
    expect(within(item).getByText(CARRIERS_OWN.message).getAttribute("lang")).toBe("en");
  });
});
