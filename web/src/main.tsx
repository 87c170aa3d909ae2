import { startApp } from "#web/app/start.ts";
import { nextTask, whenFirstScreenShown, wholeRoot } from "#web/first-screen/first-screen.ts";
import "./styles.css";

// The app's modules evaluate in one task (the schemas built, the stores read from the phone); it
// starts in the next (the route matched, what the edge served read, the first render begun), so
// neither task is long enough to hold a tap on the screen already on view (decision 095).
void wholeRoot().then(async (root) => {
  await nextTask();
  return startApp(root);
});

// Production only: in dev the worker would serve stale modules. Once the first screen is up, so
// the worker's precache never competes with it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  whenFirstScreenShown(() =>
    import("#web/features/offline/register-service-worker.ts")
      .then(({ registerServiceWorkerAfterFirstScreen }) => registerServiceWorkerAfterFirstScreen())
      .catch((error: unknown) => console.warn("Service worker not registered", error)),
  );
}
