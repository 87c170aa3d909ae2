import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type ReactNode, StrictMode, useEffect } from "react";
import { retryPendingSignOut } from "../features/auth/api/sign-out.ts";
import { watchNetwork } from "../features/offline/network-events.ts";
import { startKeepingDriversCopies } from "./drivers-copies.ts";
import { startSendingWork } from "./outbox-senders.ts";

/** The providers around the router, and the app-wide listeners. */
export function App({ children }: { children: ReactNode }) {
  useEffect(() => watchNetwork(), []);
  useEffect(() => retryPendingSignOut(), []);
  useEffect(() => startSendingWork(), []);
  useEffect(() => startKeepingDriversCopies(), []);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StrictMode>
  );
}
