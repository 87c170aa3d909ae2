// The fill script of the signed-in shells (decision 086), inline after `#root`:
// it puts what the edge served (shared/signed-in-shells.ts) into the slots the
// build left in the shell's markup, before the first paint. The build writes it
// into each shell (prerender-plugin.ts); the edge allows it by its hash, read
// from the page it serves (decision 055).
import { COMPANY_NAMES_ATTRIBUTE, START_DATA_ID, type StartData } from "#shared/signed-in-shells.ts";

type FillNames = { startData: string; companyNames: string };

/**
 * Runs in the page, inline after `#root`, before its first paint (see FILL_SLOTS_SCRIPT): every
 * slot of `#root`'s text and attributes gets the start data's value (`shown`: the order number,
 * the phone as shown; the company's name in the shell's language; the standing notice); a slot with
 * no value is left empty. With no standing notice, the notice's section goes; with a notice without
 * details, its details' paragraph does. Self-contained: it is sent as its source.
 */
export function fillSlots(names: FillNames): void {
  const root = document.getElementById("root");
  if (!root) return;
  const parse = (text: string | null | undefined): unknown => {
    try {
      return JSON.parse(text ?? "null");
    } catch {
      return null;
    }
  };
  const start = (parse(document.getElementById(names.startData)?.textContent) ?? {}) as Partial<StartData>;
  const companies = (parse(root.getAttribute(names.companyNames)) ?? {}) as Record<string, string>;
  const alert = start.alert ?? null;
  const values: Record<string, string | null | undefined> = {
    orderNumber: start.shown?.orderNumber,
    mobileNumber: start.shown?.mobileNumber,
    company: start.user?.company ? companies[start.user.company] : undefined,
    alertMessage: alert?.alertMessage,
    alertDetails: alert?.alertMessageDetails,
  };
  const fill = (text: string) => text.replace(/\uE000(\w+)\uE001/g, (_, name: string) => values[name] ?? "");
  const gone: Element[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.includes("\uE000")) continue;
    if (node.data.includes("\uE000alertMessage\uE001") && !alert) {
      const notice = node.parentElement?.closest("section");
      if (notice) gone.push(notice);
    }
    if (node.data.includes("\uE000alertDetails\uE001") && !alert?.alertMessageDetails && node.parentElement) {
      gone.push(node.parentElement);
    }
    node.data = fill(node.data);
  }
  for (const element of root.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      if (attribute.value.includes("\uE000")) attribute.value = fill(attribute.value);
    }
  }
  for (const element of gone) element.remove();
}

/** The fill script as the shells carry it. */
export const FILL_SLOTS_SCRIPT = `(${fillSlots.toString()})(${JSON.stringify({
  startData: START_DATA_ID,
  companyNames: COMPANY_NAMES_ATTRIBUTE,
} satisfies FillNames)});`;
