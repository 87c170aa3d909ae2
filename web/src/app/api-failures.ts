// What the driver sees when a call fails in a way no screen handles itself
// (spec §8): no answer while offline is 'No Service'; no answer while online
// is the Request Timed Out dialog; an expired session leads to Unauthorized.
import { msg } from "@lingui/core/macro";
import type { DataRouter } from "react-router";
import { setApiFailureHandlers } from "../lib/api-client.ts";
import { clearUserState } from "../stores/clear-user-state.ts";
import { confirmations } from "../stores/confirmations.ts";
import { isOffline, noService } from "../stores/network.ts";
import { paths } from "./paths.ts";

export function showRequestTimedOut(): void {
  confirmations.add({
    icon: "warning",
    title: msg`Request Timed Out`,
    message: msg`The server did not answer in time. Take a screenshot of this screen, then report the issue so we can look into it.`,
    buttons: [
      { text: msg`Report Issue`, theme: "primary", route: "reportIssue" },
      { text: msg`Try Again`, theme: "secondary", route: "manageTrailer" },
    ],
  });
}

export function installApiFailureHandlers(router: DataRouter): void {
  setApiFailureHandlers({
    onNoResponse() {
      if (isOffline()) noService.value = true;
      else showRequestTimedOut();
    },
    onUnauthorized() {
      clearUserState();
      if (router.state.location.pathname !== paths.unauthorized.path) {
        void router.navigate(paths.unauthorized.getHref(), { replace: true });
      }
    },
  });
}
