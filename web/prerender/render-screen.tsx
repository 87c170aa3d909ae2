// The server side of the prerendered public screens (decision 055) and of the
// signed-in shells (decision 086), built by prerender-plugin.ts for Node and run
// at build time: the app's own tree, as web/src/first-screen/start.tsx renders it, at one
// path in one language, as HTML. React's static prerender waits for the lazy
// screens, so the HTML holds the whole screen.

import { i18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { I18nProvider } from "@lingui/react";
import { batch } from "@preact/signals-react";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { Locale } from "#shared/languages.ts";
import type { Association, Company } from "#shared/logistics/enums.ts";
import type { PrerenderedPath } from "#shared/prerendered-pages.ts";
import {
  type SignedInShellPath,
  slot,
  WORKFLOW_SHELLS,
  type WorkflowStep,
} from "#shared/signed-in-shells.ts";
import { trailerId } from "#shared/trailer-id.ts";
import { formatPhoneNumber } from "#shared/validation.ts";
import { App } from "#web/app/app.tsx";
import { preloadScreen } from "#web/app/prerendered-screen-code.ts";
import { AppRoutes, preloadScreenAt } from "#web/app/routes.tsx";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { STANDING_NOTICE_ID } from "#web/features/alerts/standing-notice.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { PERSISTENT_ALERT_PRIORITY } from "#web/stores/alert-queue.ts";
import { alerts } from "#web/stores/alerts.ts";
import { sessionConfirmed, userDetails } from "#web/stores/session.ts";
import { type Flow, flow } from "#web/stores/trailer-flow.ts";

const markupOf = async (tree: ReactNode) => new Response((await prerender(tree)).prelude).text();

const appAt = (path: string) => (
  <App>
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>
  </App>
);

/** The markup of `#root` for the screen at `path` in `locale`. */
export async function renderScreen(path: PrerenderedPath, locale: Locale): Promise<string> {
  await Promise.all([activateLocale(locale), preloadScreen(path, locale)]);
  return markupOf(appAt(path));
}

/** A phone number no driver has: rendered as the screens show it, then made the phone's slot. */
const SHELL_PHONE = "0000000000";
/** The company names' messages (lib/company-name.ts), rendered as the company's slot. */
const COMPANY_NAMES: Record<Company, string> = {
  knight: generateMessageId("Knight", "company name"),
  swift: generateMessageId("Swift", "company name"),
};

/**
 * The flow a workflow step's shell is drawn for (decision 087): the one its page shows as it is,
 * its trailer's number a slot, nothing the app adds below the top of the screen (no warnings, no
 * answers). The fill script shows it only for a stored flow that meets the same conditions.
 */
function shellFlow(
  step: WorkflowStep,
  association: Association = step === "assessmentDetach" || step === "detach" ? "detach" : "attach",
): Flow {
  const trailerNumber = slot("trailerNumber");
  // Its id is never drawn: built from the slot like any other.
  const trailer = {
    trailerId: trailerId(trailerNumber, "knight"),
    trailerNumber,
    company: "knight",
  } as const;
  const assessment = {
    entryId: "00000000-0000-4000-8000-000000000000",
    answers: {},
    places: {},
    unsafe: false,
  };
  return {
    association,
    origin: "new",
    trailer,
    check: {
      allowed: step !== "trailerUnavailable",
      trailerId: trailer.trailerId,
      trailerNumber,
      company: "knight",
      evaluations: [],
      verifyWith: "none",
    },
    verified: true,
    awayAcknowledged: false,
    ...(association === "attach" ? { loadTrailerStatus: "loadedTrailer" } : {}),
    ...(step === "detach"
      ? {}
      : {
          assessment:
            step === "photos" || step === "photoView" || step === "roadworthy" || step === "status"
              ? { ...assessment, submitted: { redTag: false } }
              : step === "redTag"
                ? { ...assessment, answers: { tires: "damaged" }, unsafe: true }
                : assessment,
        }),
  };
}

const VOID_ELEMENTS = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "wbr",
]);

/**
 * `markup` with only the first `keep` elements of its `.page` (the screen's top): the rest depends
 * on more than the stored flow, and the app draws it below them. React's markup escapes `<` and
 * `>` in text and attributes, so its tags are found by their brackets.
 */
export function keepTopOfPage(markup: string, keep: number): string {
  const open = '<div class="page">';
  const start = markup.indexOf(open);
  if (start < 0 || markup.indexOf(open, start + 1) >= 0) {
    throw new Error("prerender: a workflow step's markup has not exactly one .page");
  }
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
  tag.lastIndex = start + open.length;
  let depth = 0;
  let children = 0;
  let cut = -1;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    const [text, closing, name = "", selfClosing] = match;
    if (text.startsWith("<!--")) continue;
    if (!closing && !selfClosing && !VOID_ELEMENTS.has(name)) {
      depth++;
      continue;
    }
    if (closing) depth--;
    if (depth < 0) {
      // The .page's own end: what follows it stays.
      if (cut < 0) throw new Error(`prerender: a workflow step's .page has fewer than ${keep} elements`);
      return markup.slice(0, cut) + markup.slice(match.index);
    }
    if (depth === 0 && ++children === keep) cut = tag.lastIndex;
  }
  throw new Error("prerender: a workflow step's .page does not end");
}

/**
 * A signed-in screen's shell in `locale` (decision 086): the screen as the app draws it for a
 * signed-in driver whose session the edge confirmed, with what depends on the driver as slots
 * (shared/signed-in-shells.ts): the order number, the phone, the company and the carrier's standing
 * notice (removed in the page when there is none). The order's state is not known yet (its line
 * says it is loading). Answers the markup and the company names in `locale`, for the fill script,
 * and for a step whose top differs by association, the detach's markup as well.
 */
export async function renderSignedInShell(
  path: SignedInShellPath,
  locale: Locale,
): Promise<{ markup: string; detachMarkup?: string; companyNames: Record<Company, string> }> {
  await Promise.all([activateLocale(locale), preloadScreenAt(path)]);
  const companyNames = {
    knight: i18n._(COMPANY_NAMES.knight),
    swift: i18n._(COMPANY_NAMES.swift),
  };
  // The names' compiled messages, while the screen renders, are the company's slot.
  const compiled = {
    [COMPANY_NAMES.knight]: i18n.messages[COMPANY_NAMES.knight] ?? [companyNames.knight],
    [COMPANY_NAMES.swift]: i18n.messages[COMPANY_NAMES.swift] ?? [companyNames.swift],
  };
  i18n.load(locale, { [COMPANY_NAMES.knight]: [slot("company")], [COMPANY_NAMES.swift]: [slot("company")] });
  const workflow = WORKFLOW_SHELLS[path];
  batch(() => {
    userDetails.value = {
      orderNumber: slot("orderNumber"),
      mobileNumber: SHELL_PHONE,
      company: "knight",
      loadId: "shell",
    };
    sessionConfirmed.value = true;
    alerts.add({
      id: STANDING_NOTICE_ID,
      priority: PERSISTENT_ALERT_PRIORITY,
      theme: "info",
      message: slot("alertMessage"),
      details: slot("alertDetails"),
    });
  });
  const render = async (association?: Association) => {
    if (workflow) flow.value = shellFlow(workflow.step, association);
    const screen = await markupOf(appAt(path));
    const markup = workflow ? keepTopOfPage(screen, workflow.keep) : screen;
    if (workflow && workflow.showsTrailer !== false && !markup.includes(slot("trailerNumber"))) {
      throw new Error(`prerender: the top of ${path} does not show the trailer's number`);
    }
    return markup.replaceAll(formatPhoneNumber(SHELL_PHONE), slot("mobileNumber"));
  };
  try {
    const markup = await render(workflow?.byAssociation ? "attach" : undefined);
    if (!workflow?.byAssociation) return { markup, companyNames };
    return { markup, detachMarkup: await render("detach"), companyNames };
  } finally {
    i18n.load(locale, compiled);
    batch(() => {
      flow.value = null;
      userDetails.value = null;
      sessionConfirmed.value = false;
      alerts.clear();
    });
  }
}

/**
 * The loading screen in `locale`, for the shell the edge serves on every other screen: it shows
 * from the first byte while the app's code arrives, and the app draws over it.
 */
export async function renderLoading(locale: Locale): Promise<string> {
  await activateLocale(locale);
  return markupOf(
    <I18nProvider i18n={i18n}>
      <LoadingScreen />
    </I18nProvider>,
  );
}
