// The app the page starts (web/src/first-screen/start.tsx, decision 114): its providers and routes,
// the route table's loader of a screen's code, what a prerendered screen needs before it renders,
// and the order's data kept from what the edge served.
import type { Root } from "react-dom/client";
import { startFirstScreen } from "#web/first-screen/first-screen.ts";
import { App } from "./app.tsx";
import { syncOrderData } from "./app-start.ts";
import { preloadScreen } from "./prerendered-screen-code.ts";
import { AppRoutes, preloadScreenAt } from "./routes.tsx";

export function startApp(container: HTMLElement): Promise<Root> {
  return startFirstScreen(container, {
    App,
    Routes: AppRoutes,
    loadScreenAt: preloadScreenAt,
    loadPrerendered: preloadScreen,
    syncOrderData,
  });
}
