// Manage trailer as the app shows it: the page of its feature with the session's menu
// (edit order number, language, log out) from the auth feature, the driver's copies
// from theirs, and app start's load of the order's state for its Try again. Features
// do not import each other; the app puts them together here, and readies the
// scanner while the screen is idle (decision 085). Not a workflow screen: it is a
// signed-in driver's first screen, so its strings are in the shell's catalog and it
// loads without the workflow's (decision 091).
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { paths } from "#web/config/paths.ts";
import { AppMenu } from "#web/features/auth/components/app-menu.tsx";
import ManageTrailerPage from "#web/features/manage-trailer/components/manage-trailer-page.tsx";
import { firstScreenSettled, inAnIdleTask, whenIdle } from "#web/first-screen/first-screen.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";
import { untilLoaded } from "#web/lib/until-loaded.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { unsentWork } from "#web/stores/unsent-work.ts";
import { loadOrderData } from "./app-start.ts";
import { preloadScreenAt } from "./routes.tsx";

const named = <T,>(component: T): { default: T } => ({ default: component });

/**
 * `load` called in an idle task of its own, for React.lazy: a part drawn once the
 * first screen is up fetches its code there, and the links Vite adds to preload that code's
 * chunks (a millisecond or more each on a slow phone) make a short task of their own instead of
 * lengthening the one that renders.
 */
function loadedInAnIdleTask<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      inAnIdleTask(() => load().then(resolve, reject));
    });
}

// Below the screen's own content, and empty until the phone's IndexedDB says there is something
// to list: their code (the outbox's and the copies' stores, idb) loads once the screen is up,
// not on the way to it (decision 091), each in an idle task of its own (decision 092). Both are
// workflow code, with the workflow's words.
// The signal lost before their code came leaves the screen without them until it is back, never the
// screen replaced (until-loaded.ts).
const OutboxStatus = lazy(() =>
  untilLoaded(
    loadedInAnIdleTask(
      withWorkflowStrings(() => import("#web/outbox/outbox-status.tsx").then((m) => named(m.OutboxStatus))),
    ),
  ),
);
const DriversCopyList = lazy(() =>
  untilLoaded(
    loadedInAnIdleTask(
      withWorkflowStrings(() =>
        import("#web/features/drivers-copy/components/drivers-copy-list.tsx").then((m) =>
          named(m.DriversCopyList),
        ),
      ),
    ),
  ),
);

/**
 * `Part` once the first screen of this page load has settled (at once on a later visit to the
 * screen): never in the render that follows the first screen's commit.
 */
function AfterFirstScreen({ part: Part }: { part: ComponentType }): ReactNode {
  if (!firstScreenSettled.value) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}

/**
 * With no trailer attached, scanning one is the screen's main action: once it is idle, the
 * scanner's code is fetched and its decoder started (its wasm fetched and compiled where the
 * browser has no QR detector), so the scanner reads a code as soon as its camera is live. A driver
 * who leaves for another screen (the number typed instead) before it has loaded has it stopped,
 * its download with it, and so does work the driver kept meanwhile (decision 130).
 */
function useScannerReady(likelyToScan: boolean) {
  useEffect(() => {
    if (!likelyToScan) return;
    let left = false;
    let warming = false;
    const cancel = whenIdle(() => {
      warming = true;
      void preloadScreenAt(paths.scan.getHref());
      void import("#web/features/scan/decode/warm-decoder.ts").then((scanner) => {
        if (!left) void scanner.warmDecoder();
      });
    });
    return () => {
      left = true;
      cancel();
      if (!warming) return;
      // The route has changed by the time the screen closes: where the driver went.
      const forScanner = window.location.pathname === paths.scan.getHref();
      void import("#web/features/scan/decode/warm-decoder.ts").then((scanner) =>
        scanner.coolDecoder(forScanner),
      );
    };
  }, [likelyToScan]);
}

export default function ManageTrailerScreen() {
  // Not while the driver's work waits to be sent (a detach and its photos): at one bar zxing's wasm
  // would take the link from it (decision 130); it starts once the work is sent.
  useScannerReady(heldTrailers.value.attached === null && unsentWork.value.count === 0);
  return (
    <ManageTrailerPage
      menu={<AppMenu />}
      outbox={<AfterFirstScreen part={OutboxStatus} />}
      copies={<AfterFirstScreen part={DriversCopyList} />}
      reloadOrder={loadOrderData}
    />
  );
}
