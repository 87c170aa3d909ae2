import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { SyncIndicator } from "../components/sync-indicator.tsx";
import { AlertBanner } from "../features/alerts/components/alert-banner.tsx";
import { ConfirmationDialog } from "../features/confirmations/components/confirmation-dialog.tsx";
import { NoServiceDialog } from "../features/offline/components/no-service-dialog.tsx";
import { RotateDeviceOverlay } from "../features/offline/components/rotate-device-overlay.tsx";
import { reportIssueOpen } from "../stores/report-issue.ts";
import { isSignedIn } from "../stores/session.ts";
import { useApiFailureHandlers } from "./api-failures.ts";

// Its own chunk: most visits never open it.
const ReportIssueDialog = lazy(() => import("../features/report-issue/components/report-issue-dialog.tsx"));

/**
 * Around every screen: the alert banner, the Report issue overlay, the confirmation dialog, No
 * Service and the rotate overlay.
 */
export function RootLayout() {
  useApiFailureHandlers();
  return (
    <>
      <AlertBanner />
      <SyncIndicator />
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
