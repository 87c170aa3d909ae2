// What the driver sees when a call fails in a way no screen handles itself
// (docs/product.md §8): no answer while offline is 'No Service'; no answer while online
// is the Request Timed Out dialog, whose Try Again sends the call again; an expired
// session leads to Unauthorized.
import { msg } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "#web/config/paths.ts";
import { type NoResponseChoice, setApiFailureHandlers } from "#web/lib/api-client.ts";
import { clearUserState } from "#web/stores/clear-user-state.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { noteFailedRequest } from "#web/stores/last-failure.ts";
import { isOffline, noService, offline } from "#web/stores/network.ts";

/** The Request Timed Out on screen, and the driver's choice to come: every call waiting on it takes it. */
let timedOut: { id: string; choice: Promise<NoResponseChoice> } | undefined;

/**
 * Request Timed Out (docs/product.md §8): Report Issue leads to ReportIssueStandalone, which fills in what the
 * phone knows (the trailer of the step the driver was on, the session's order and phone) and, once
 * the report is sent, goes back to that step. **Hitch decides** (decision 106) that Try Again sends
 * the call the driver was waiting on again, where the driver is, rather than going to Manage
 * trailer as the specification says: the screen stays busy, and its answer leads on as the first
 * try's would have. Answers the driver's choice once made; a call that gets no answer while the
 * dialog is up takes the same one.
 */
function showRequestTimedOut(reportIssue: () => void, requestId?: string): Promise<NoResponseChoice> {
  const shown = timedOut;
  if (shown && confirmations.items.peek().some((c) => c.id === shown.id)) return shown.choice;
  let choose: (choice: NoResponseChoice) => void = () => {};
  const choice = new Promise<NoResponseChoice>((resolve) => {
    choose = resolve;
  });
  const id = confirmations.add({
    icon: "warning",
    title: msg`Request Timed Out`,
    // With the edge's request id when it was the Worker that got no answer (decision 070).
    message:
      requestId === undefined
        ? msg`The server did not answer in time. Take a screenshot of this screen, then report the issue so we can look into it.`
        : msg`The server did not answer in time. Take a screenshot of this screen, then report the issue so we can look into it. Reference for your broker: ${requestId}`,
    buttons: [
      {
        text: msg`Report Issue`,
        theme: "primary",
        action: () => {
          choose("giveUp");
          reportIssue();
        },
      },
      { text: msg`Try Again`, theme: "secondary", action: () => choose("tryAgain") },
    ],
  });
  if (id === null) return Promise.resolve("giveUp");
  timedOut = { id, choice };
  return choice;
}

/** Installs the app's answers to failed calls; rendered once, inside the router. */
export function useApiFailureHandlers(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;
  const whereWithQuery = useRef(pathname + search);
  whereWithQuery.current = pathname + search;
  useEffect(() => {
    setApiFailureHandlers({
      onNoResponse(requestId) {
        // Offline, one No Service message (decision 107): the dialog, in place of the screen's
        // offline line while it is up.
        if (isOffline()) {
          offline.value = true;
          noService.value = true;
          return "giveUp";
        }
        return showRequestTimedOut(() => {
          const returnTo = where.current === paths.reportIssue.path ? undefined : whereWithQuery.current;
          void navigate(paths.reportIssue.getHref(), { state: { returnTo } });
        }, requestId);
      },
      onFailedRequest: noteFailedRequest,
      onUnauthorized() {
        clearUserState();
        if (where.current !== paths.unauthorized.path) {
          void navigate(paths.unauthorized.getHref(), { replace: true });
        }
      },
    });
  }, [navigate]);
}
