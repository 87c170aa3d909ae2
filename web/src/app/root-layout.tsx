import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { firstScreenSettled } from "#web/stores/when-idle.ts";
import { WaitingStatus } from "../components/waiting-status.tsx";
import { AlertBanner } from "../features/alerts/components/alert-banner.tsx";
import { ConfirmationDialog } from "../features/confirmations/components/confirmation-dialog.tsx";
import { NoServiceDialog } from "../features/offline/components/no-service-dialog.tsx";
import { RotateDeviceOverlay } from "../features/offline/components/rotate-device-overlay.tsx";
import { withWorkflowStrings } from "../lib/i18n.ts";
import { reportIssueOpen } from "../stores/report-issue.ts";
import { isSignedIn } from "../stores/session.ts";
import { useApiFailureHandlers } from "./api-failures.ts";
import { useNewScreenAtTop } from "./new-screen-at-top.ts";

// Its own chunk: most visits never open it.
const ReportIssueDialog = lazy(
  withWorkflowStrings(() => import("../features/report-issue/components/report-issue-dialog.tsx")),
);
// The outbox (its IndexedDB store and queue) is not needed to show a screen: its line loads once
// the first screen is up and the page idle (decision 092), with a driver signed in (the outbox runs
// only then), and shows nothing until there is unsent work (issues 11, 19). So do the taps into the
// scanner watched, to open the camera at the press (decision 094).
const SignedInAfterFirstScreen = lazy(
  withWorkflowStrings(() => import("./signed-in-after-first-screen.tsx")),
);

/**
 * Around every screen: the alert banner, the sync line, the Report issue overlay, the
 * confirmation dialog, No Service and the rotate overlay; with a driver signed in, the camera
 * opened as they press a link into the scanner (decision 094). A screen moved on to opens at its top.
 */
export function RootLayout() {
  useApiFailureHandlers();
  useNewScreenAtTop();
  return (
    <>
      <AlertBanner />
      <WaitingStatus />
      {firstScreenSettled.value && isSignedIn.value && (
        <Suspense fallback={null}>
          <SignedInAfterFirstScreen />
        </Suspense>
      )}
      <main className="main">
        <Outlet />
      </main>
      {reportIssueOpen.value && isSignedIn.value && (
        <Suspense fallback={null}>
          <ReportIssueDialog />
        </Suspense>
      )}
      <ConfirmationDialog />
      <NoServiceDialog />
      <RotateDeviceOverlay />
    </>
  );
}
