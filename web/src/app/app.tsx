import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type ReactNode, StrictMode, useEffect } from "react";
import { paths } from "#web/config/paths.ts";
import { retryPendingSignOut } from "#web/features/auth/api/sign-out.ts";
import { watchNetwork } from "#web/features/offline/network-events.ts";
import { inAnIdleTask, whenFirstScreenShown } from "#web/first-screen/first-screen.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";
import { untilLoaded } from "#web/lib/until-loaded.ts";
import { whenSignedIn, whenSigningIn } from "#web/stores/session.ts";
import { preloadScreenAt } from "./routes.tsx";

type Start = () => () => void;

// The outbox, its senders and the driver's copies load once the first screen is up and a code was
// asked for, and start once a driver is signed in: a waiting write goes a moment later, and the
// first screen never waits for their code (decision 092). Before sign-in nothing can be sent (every
// write needs the session), so Welcome and Login never run them; on one bar, their code
// comes while the driver types the texted code, not after it. They belong to the workflow, and may
// tell the driver something in its words (a refused photo).
const loadSendingWork = withWorkflowStrings(() =>
  import("./start-sending-work.ts").then((m): Start => m.startSendingWork),
);
const loadDriversCopies = withWorkflowStrings(() =>
  import("./drivers-copies.ts").then((m): Start => m.startKeepingDriversCopies),
);

/**
 * Loads what `load` gives once the first screen is up and a code was asked for (the driver types it
 * meanwhile), and starts it once a driver is signed in; stops it when the app goes. The load and
 * the start each run in an idle task of their own, never in the task that drew the screen nor in
 * the one that evaluated the loaded code: on a signed-in screen, where both come at once, that
 * task would otherwise be long enough to hold a tap (decision 092).
 */
function useStartedAfterFirstScreen(load: () => Promise<Start>) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    let cancelTask = () => {};
    whenFirstScreenShown(() =>
      whenSigningIn(() => {
        if (stopped) return;
        cancelTask = inAnIdleTask(() => {
          const loaded = untilLoaded(load);
          whenSignedIn(() => {
            void loaded.then((start) => {
              if (stopped) return;
              cancelTask = inAnIdleTask(() => {
                if (!stopped) stop = start();
              });
            });
          });
        });
      }),
    );
    return () => {
      stopped = true;
      cancelTask();
      stop?.();
    };
  }, [load]);
}

/**
 * Manage trailer, where a sign-in lands: its code loads while the driver types the texted code, so
 * on one bar the screen does not wait for it after Submit. In an idle task of its own too: on
 * another signed-in screen it would otherwise come with that screen's first task.
 */
function useLandingLoadedWhileSigningIn() {
  useEffect(() => {
    let cancelTask: (() => void) | undefined;
    let stopped = false;
    whenFirstScreenShown(() =>
      whenSigningIn(() => {
        if (!stopped) cancelTask = inAnIdleTask(() => void preloadScreenAt(paths.manageTrailer.getHref()));
      }),
    );
    return () => {
      stopped = true;
      cancelTask?.();
    };
  }, []);
}

/** The providers around the router, and the app-wide listeners. */
export function App({ children }: { children: ReactNode }) {
  useEffect(() => watchNetwork(), []);
  useEffect(() => retryPendingSignOut(), []);
  useStartedAfterFirstScreen(loadSendingWork);
  useStartedAfterFirstScreen(loadDriversCopies);
  useLandingLoadedWhileSigningIn();
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StrictMode>
  );
}
