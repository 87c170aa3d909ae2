import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { syncOrderData } from "./app/app-start.ts";
import { AppRoutes } from "./app/routes.tsx";
import { registerServiceWorkerAfterFirstScreen } from "./features/offline/register-service-worker.ts";
import { activateLocale, initialLocale } from "./lib/i18n.ts";
import "./styles.css";

async function start() {
  await activateLocale(initialLocale());
  syncOrderData();
  createRoot(document.getElementById("root")!).render(
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>,
  );
}

void start();

// Production only: in dev the worker would serve stale modules. Once the first screen is up, so
// the worker's precache never competes with it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  registerServiceWorkerAfterFirstScreen().catch((error: unknown) =>
    console.warn("Service worker not registered", error),
  );
}
