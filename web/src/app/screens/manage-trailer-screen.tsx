// Manage trailer as the app shows it: the page of its feature with the session's menu
// (edit order number, language, log out) from the auth feature, the driver's copies
// from theirs, and app start's load of the order's state for its Try again. Features
// do not import each other; the app puts them together here, and readies the
// scanner while the screen is idle (decision 085).
import { useEffect } from "react";
import { paths } from "#web/config/paths.ts";
import { whenIdle } from "#web/lib/when-idle.ts";
import { currentlyAttachedTrailer } from "#web/stores/launch-state.ts";
import { AppMenu } from "../../features/auth/components/app-menu.tsx";
import { DriversCopyList } from "../../features/drivers-copy/components/drivers-copy-list.tsx";
import ManageTrailerPage from "../../features/manage-trailer/components/manage-trailer-page.tsx";
import { loadOrderData } from "../app-start.ts";
import { preloadScreenAt } from "../routes.tsx";

/**
 * With no trailer attached, scanning one is the screen's main action: once it is idle, the
 * scanner's code is fetched and its decoder started (its wasm fetched and compiled where the
 * browser has no QR detector), so the scanner reads a code as soon as its camera is live.
 */
function useScannerReady(likelyToScan: boolean) {
  useEffect(() => {
    if (!likelyToScan) return;
    let left = false;
    let cool: (() => void) | undefined;
    const cancel = whenIdle(() => {
      void preloadScreenAt(paths.scan.getHref());
      void import("../../features/scan/decode/warm-decoder.ts").then((scanner) => {
        if (left) return;
        void scanner.warmDecoder();
        cool = scanner.coolDecoder;
      });
    });
    return () => {
      left = true;
      cancel();
      cool?.();
    };
  }, [likelyToScan]);
}

export default function ManageTrailerScreen() {
  useScannerReady(currentlyAttachedTrailer.value === null);
  return <ManageTrailerPage menu={<AppMenu />} copies={<DriversCopyList />} reloadOrder={loadOrderData} />;
}
