import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode, useEffect } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import { watchNetwork } from "../features/offline/network-events.ts";

/** The providers around the router, and the app-wide listeners. */
export function App({ router }: { router: DataRouter }) {
  useEffect(() => watchNetwork(), []);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
}
