import { wholeRoot } from "./app/served-data.ts";
import { startApp } from "./app/start.tsx";
import { whenFirstScreenShown } from "./stores/first-screen.ts";
import "./styles.css";

void wholeRoot().then(startApp);

// Production only: in dev the worker would serve stale modules. Once the first screen is up, so
// the worker's precache never competes with it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  whenFirstScreenShown(() =>
    import("./features/offline/register-service-worker.ts")
      .then(({ registerServiceWorkerAfterFirstScreen }) => registerServiceWorkerAfterFirstScreen())
      .catch((error: unknown) => console.warn("Service worker not registered", error)),
  );
}
