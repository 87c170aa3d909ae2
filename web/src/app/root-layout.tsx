import { Outlet } from "react-router";
import { SyncIndicator } from "../components/sync-indicator.tsx";
import { AlertBanner } from "../features/alerts/components/alert-banner.tsx";
import { ConfirmationDialog } from "../features/confirmations/components/confirmation-dialog.tsx";
import { NoServiceDialog } from "../features/offline/components/no-service-dialog.tsx";
import { RotateDeviceOverlay } from "../features/offline/components/rotate-device-overlay.tsx";
import { useApiFailureHandlers } from "./api-failures.ts";

/** Around every screen: the alert banner, the confirmation dialog, No Service and the rotate overlay. */
export function RootLayout() {
  useApiFailureHandlers();
  return (
    <>
      <AlertBanner />
      <SyncIndicator />
      <main className="main">
        <Outlet />
      </main>
      <ConfirmationDialog />
      <NoServiceDialog />
      <RotateDeviceOverlay />
    </>
  );
}
