import { startApp } from "./app/start.tsx";
import { registerServiceWorkerAfterFirstScreen } from "./features/offline/register-service-worker.ts";
import "./styles.css";

void startApp(document.getElementById("root")!);

// Production only: in dev the worker would serve stale modules. Once the first screen is up, so
// the worker's precache never competes with it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  registerServiceWorkerAfterFirstScreen().catch((error: unknown) =>
    console.warn("Service worker not registered", error),
  );
}
