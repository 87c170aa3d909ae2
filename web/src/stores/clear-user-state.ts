// Forget everything about the driver and their order on this phone: at logout
// and when the session has expired. The language choice stays.
import { batch } from "@preact/signals-react";
import { forgetItems, writeItem } from "#web/lib/storage.ts";
import { askedAboutPrevious } from "./asked-about-previous.ts";
import { EMPTY_LOGIN_DRAFT, loginDraft, reportIssueDraft } from "./drafts.ts";
import { clearLaunchState, featureFlags } from "./launch-state.ts";
import { reportIssueOpen } from "./report-issue.ts";
import { pendingSignIn, sessionConfirmed, userDetails } from "./session.ts";
import { LAST_TRAILER_FLOW_ITEM, TRAILER_FLOW_ITEM } from "./trailer-flow-item.ts";
import { unassociatedQr } from "./unassociated-qr.ts";

/** What versions before decision 075 kept of a trailer lookup and a scanned sticker, which no screen read. */
const RETIRED_ITEMS = ["trailer", "previousTrailer", "trailerLookupError", "scannedQr"];

export function clearUserState(): void {
  batch(() => {
    userDetails.value = null;
    sessionConfirmed.value = false;
    pendingSignIn.value = null;
    clearLaunchState();
    featureFlags.value = null;
    unassociatedQr.value = null;
    for (const key of RETIRED_ITEMS) writeItem(key, null);
    // The attach or detach in progress and the last one, by their stored items: their code is not the first screen's.
    forgetItems([TRAILER_FLOW_ITEM, LAST_TRAILER_FLOW_ITEM]);
    askedAboutPrevious.value = null;
    reportIssueDraft.value = null;
    reportIssueOpen.value = false;
  });
}

/** After a successful sign-in the typed details are no longer needed. */
export function clearLoginDraft(): void {
  loginDraft.value = EMPTY_LOGIN_DRAFT;
}
