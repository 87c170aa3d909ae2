// The fill script of the signed-in shells (decision 086), inline after `#root`:
// it puts what the edge served (shared/signed-in-shells.ts) into the slots the
// build left in the shell's markup, before the first paint, and on a workflow
// step's shell the trailer of the flow the phone keeps (decision 087). The build
// writes it into each shell (shell-documents.ts); the edge allows it by its
// hash, read from the page it serves (decision 055).
import {
  COMPANY_NAMES_ATTRIBUTE,
  DETACH_TEMPLATE_ID,
  LOADING_TEMPLATE_ID,
  START_DATA_ID,
  STORED_CLOSED_NOTICES_ITEM,
  STORED_FLOW_ITEM,
  type StartData,
  WORKFLOW_STEP_ATTRIBUTE,
  type WorkflowStep,
} from "#shared/signed-in-shells.ts";
import { TRAILER_NUMBER_CHARACTERS, TRAILER_NUMBER_MAX_LENGTH } from "#shared/validation.ts";

type FillNames = {
  startData: string;
  companyNames: string;
  workflowStep: string;
  loadingTemplate: string;
  /** A step's top as a detach shows it, where it differs from the attach's in `#root`. */
  detachTemplate: string;
  /** The stored flow's item in localStorage. */
  flowItem: string;
  /** The stored item of the standing notices the driver closed: their keys (standing-notice.ts). */
  closedNoticesItem: string;
  /** What a trailer number is (shared/validation.ts), as a regular expression's source. */
  trailerNumber: string;
};

/**
 * The trailer number a workflow step's shell shows, read from the flow the phone keeps, when that
 * flow is one the step's own page shows as it is: take possession (an attach's, checked:
 * take-possession-page.tsx), the assessment not yet sent (checked and allowed, the load's status
 * chosen for a new attach, at its association's address: assessment-flow.ts, use-assessment-page.ts;
 * a damage category's at either, damage-category-page.tsx),
 * the photos, each photo view and the photos looked over (the assessment sent: use-photos-step.ts),
 * the red tag, Trailer unavailable and Attach trailer (each as its page checks),
 * the detach before an assessment is sent
 * (checked, or the check skipped: detach-page.tsx). Anything else, or a flow that is not what
 * this version keeps, is null: the shell shows no trailer. Runs in the page, inside fillSlots.
 */
export function storedTrailerNumber(
  step: string,
  stored: string | null,
  search: string,
  numberPattern: string,
): string | null {
  let flow: unknown;
  try {
    flow = JSON.parse(stored ?? "null");
  } catch {
    return null;
  }
  if (typeof flow !== "object" || flow === null) return null;
  const f = flow as {
    association?: unknown;
    origin?: unknown;
    trailer?: { trailerNumber?: unknown } | null;
    check?: { allowed?: unknown } | null;
    checkSkipped?: unknown;
    loadTrailerStatus?: unknown;
    assessment?: { submitted?: unknown; entryId?: unknown; unsafe?: unknown; answers?: unknown } | null;
  };
  const number = typeof f.trailer === "object" && f.trailer !== null ? f.trailer.trailerNumber : undefined;
  if (typeof number !== "string" || !new RegExp(numberPattern).test(number)) return null;
  if (f.association !== "attach" && f.association !== "detach") return null;
  const checked = typeof f.check === "object" && f.check !== null;
  // Set (to what the red tag said) once the assessment is in the outbox (stores/assessment-draft.ts).
  const submitted =
    typeof f.assessment === "object" &&
    f.assessment !== null &&
    typeof f.assessment.submitted === "object" &&
    f.assessment.submitted !== null;
  const shows: Record<WorkflowStep, () => boolean> = {
    takePossession: () => checked && f.association === "attach",
    assessmentAttach: () => assessing() && f.association === "attach",
    assessmentDetach: () => assessing() && f.association === "detach",
    // At either association's: the damage category page has one address for both.
    damageCategory: () => assessingAt(),
    photos: () => submitted && typeof f.assessment?.entryId === "string",
    photoView: () => submitted && typeof f.assessment?.entryId === "string",
    roadworthy: () => submitted && typeof f.assessment?.entryId === "string",
    // Marked unsafe with damage reported, not sent (red-tag-page.tsx).
    redTag: () =>
      assessingAt() &&
      f.assessment?.unsafe === true &&
      typeof f.assessment.answers === "object" &&
      f.assessment.answers !== null &&
      Object.values(f.assessment.answers).includes("damaged"),
    trailerUnavailable: () => checked && f.check?.allowed === false,
    // The attach's assessment sent, the load's status chosen or the trailer the previous order's
    // (status-indication-page.tsx).
    status: () =>
      f.association === "attach" &&
      checked &&
      submitted &&
      (f.origin === "previousOrder" || typeof f.loadTrailerStatus === "string"),
    // After an assessment its stages say so: the app draws that screen.
    detach: () => f.association === "detach" && (checked || typeof f.checkSkipped === "string") && !submitted,
  };
  // The assessment page's: checked and allowed, a new attach's status chosen, not sent, and no
  // mark-all or reset on the address (the page applies it first, drawing nothing meanwhile).
  function assessing(): boolean {
    return assessingAt() && !/[?&](markAll|resetAssessment)=/.test(search);
  }
  function assessingAt(): boolean {
    if (!checked || f.check?.allowed !== true || submitted) return false;
    return !(f.association === "attach" && f.origin === "new" && typeof f.loadTrailerStatus !== "string");
  }
  return Object.hasOwn(shows, step) && shows[step as WorkflowStep]() ? number : null;
}

/**
 * Runs in the page, inline after `#root`, before its first paint (see FILL_SLOTS_SCRIPT): every
 * slot of `#root`'s text and attributes gets the start data's value (`shown`: the order number,
 * the phone as shown; the company's name in the shell's language; the standing notice); a slot with
 * no value is left empty. With no standing notice, or one the driver closed on this phone, the
 * notice's section goes; with a notice without
 * details, its details' paragraph does. On a workflow step's shell, the trailer's number comes from
 * the flow the phone keeps (storedTrailerNumber); when that flow does not show this step, or the
 * photos stage is off (the stages drawn would change), `#root` holds the loading screen instead;
 * for a detach, the step's detach top replaces the attach's where the shell carries one.
 * Self-contained but for storedTrailerNumber: both are sent as their source.
 */
export function fillSlots(names: FillNames, trailerNumberOf: typeof storedTrailerNumber): void {
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
  const served = start.alert ?? null;
  // A notice the driver closed on this phone stays closed until its words or dates change: the same
  // key as the app's (web/src/features/alerts/standing-notice.ts noticeKey).
  let closed: unknown = [];
  try {
    closed = parse(localStorage.getItem(names.closedNoticesItem));
  } catch {
    // Storage disabled: none closed.
  }
  const alert =
    served &&
    Array.isArray(closed) &&
    closed.includes(
      JSON.stringify([
        served.alertMessage,
        served.alertMessageDetails,
        served.effectiveDate,
        served.keepAliveUntilDate,
      ]),
    )
      ? null
      : served;
  const step = root.getAttribute(names.workflowStep);
  let trailerNumber: string | null = null;
  if (step) {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(names.flowItem);
    } catch {
      // Storage disabled: no flow known.
    }
    trailerNumber = trailerNumberOf(step, stored, location.search, names.trailerNumber);
    if (!trailerNumber || start.featureFlags?.featureFlags?.trailerPhotosWorkflowEnabled === false) {
      const loading = document.getElementById(names.loadingTemplate) as HTMLTemplateElement | null;
      root.replaceChildren(loading ? loading.content.cloneNode(true) : "");
      return;
    }
    const detach = document.getElementById(names.detachTemplate) as HTMLTemplateElement | null;
    if (detach && (parse(stored) as { association?: unknown } | null)?.association === "detach") {
      root.replaceChildren(detach.content.cloneNode(true));
    }
  }
  const values: Record<string, string | null | undefined> = {
    orderNumber: start.shown?.orderNumber,
    mobileNumber: start.shown?.mobileNumber,
    company: start.user?.company ? companies[start.user.company] : undefined,
    alertMessage: alert?.alertMessage,
    alertDetails: alert?.alertMessageDetails,
    trailerNumber,
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

/** The names the shells' fill script is called with. */
export const FILL_NAMES: FillNames = {
  startData: START_DATA_ID,
  companyNames: COMPANY_NAMES_ATTRIBUTE,
  workflowStep: WORKFLOW_STEP_ATTRIBUTE,
  loadingTemplate: LOADING_TEMPLATE_ID,
  detachTemplate: DETACH_TEMPLATE_ID,
  flowItem: STORED_FLOW_ITEM,
  closedNoticesItem: STORED_CLOSED_NOTICES_ITEM,
  trailerNumber: `^[${TRAILER_NUMBER_CHARACTERS}]{1,${TRAILER_NUMBER_MAX_LENGTH}}$`,
};

/** The fill script as the shells carry it. */
export const FILL_SLOTS_SCRIPT = `(${fillSlots.toString()})(${JSON.stringify(FILL_NAMES)}, ${storedTrailerNumber.toString()});`;
