import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { installApiFailureHandlers } from "./app/api-failures.ts";
import { App } from "./app/app.tsx";
import { syncOrderData } from "./app/app-start.ts";
import { routes } from "./app/routes.tsx";
import { registerServiceWorker } from "./features/offline/register-service-worker.ts";
import { activateLocale, initialLocale } from "./lib/i18n.ts";
import "./styles.css";

async function start() {
  await activateLocale(initialLocale());
  syncOrderData();
  const router = createBrowserRouter(routes);
  installApiFailureHandlers(router);
  createRoot(document.getElementById("root")!).render(<App router={router} />);
}

void start();

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  registerServiceWorker().catch((error: unknown) => console.warn("Service worker not registered", error));
}
