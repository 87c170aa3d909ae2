import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { WaitingStatus } from "#web/components/waiting-status.tsx";
import { AlertBanner } from "#web/features/alerts/components/alert-banner.tsx";
import { ConfirmationDialog } from "#web/features/confirmations/components/confirmation-dialog.tsx";
import { NoServiceDialog } from "#web/features/offline/components/no-service-dialog.tsx";
import { RotateDeviceOverlay } from "#web/features/offline/components/rotate-device-overlay.tsx";
import { firstScreenSettled } from "#web/first-screen/first-screen.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";
import { untilLoaded } from "#web/lib/until-loaded.ts";
import { reportIssueOpen } from "#web/stores/report-issue.ts";
import { isSignedIn } from "#web/stores/session.ts";
import { useApiFailureHandlers } from "./api-failures.ts";
import { useNewScreenAtTop } from "./new-screen-at-top.ts";

// Its own chunk: most visits never open it.
const ReportIssueDialog = lazy(() =>
  untilLoaded(
    withWorkflowStrings(() => import("#web/features/report-issue/components/report-issue-dialog.tsx")),
  ),
);
// The outbox (its IndexedDB store and queue) is not needed to show a screen: its line loads once
// the first screen is up and the page idle (decision 092), with a driver signed in (the outbox runs
// only then), and shows nothing until there is unsent work. So do the taps into the
// scanner watched, to open the camera at the press (decision 094). Outside every screen's error
// boundary: a chunk that could not be fetched is asked for again, never thrown (until-loaded.ts).
const SignedInAfterFirstScreen = lazy(() =>
  untilLoaded(withWorkflowStrings(() => import("./signed-in-after-first-screen.tsx"))),
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
