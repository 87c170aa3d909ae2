// Forget everything about the driver and their order on this phone: at logout
// and when the session has expired. The language choice stays.
import { batch } from "@preact/signals-react";
import { EMPTY_LOGIN_DRAFT, loginDraft, reportIssueDraft } from "./drafts.ts";
import { clearLaunchState, featureFlags } from "./launch-state.ts";
import { reportIssueOpen } from "./report-issue.ts";
import { scannedQr } from "./scanned-qr.ts";
import { pendingSignIn, userDetails } from "./session.ts";
import { askedAboutPrevious, endFlow } from "./trailer-flow.ts";
import { clearTrailerLookup } from "./trailer-lookup.ts";

export function clearUserState(): void {
  batch(() => {
    userDetails.value = null;
    pendingSignIn.value = null;
    clearLaunchState();
    featureFlags.value = null;
    scannedQr.value = null;
    clearTrailerLookup();
    endFlow();
    askedAboutPrevious.value = null;
    reportIssueDraft.value = null;
    reportIssueOpen.value = false;
  });
}

/** After a successful sign-in the typed details are no longer needed. */
export function clearLoginDraft(): void {
  loginDraft.value = EMPTY_LOGIN_DRAFT;
}
