import { Component, type ComponentType, type ReactNode, Suspense, useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { FIRST_SCREEN_MARK, firstScreenCommitted, firstScreenShown } from "#web/first-screen/shown.ts";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { OfflineLine, type OfflineUse } from "./offline-use.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    // Moving to another page leaves the failed one behind.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Rendered after the screen, inside its Suspense: its effect runs once the screen itself is up. */
function ScreenShown() {
  useLayoutEffect(() => {
    firstScreenCommitted.value = true;
  }, []);
  useEffect(() => {
    if (!firstScreenShown.peek()) globalThis.performance?.mark?.(FIRST_SCREEN_MARK);
    firstScreenShown.value = true;
  }, []);
  return null;
}

export type ScreenComponent = ComponentType;

/**
 * A route's screen: its own error boundary, and a loading screen while its chunk arrives. The
 * first one up marks the first screen shown. Offline, one line says so, with what waits on the phone
 * and what the screen can do without signal.
 */
export function Screen({ component: Page, offline }: { component: ScreenComponent; offline?: OfflineUse }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <OfflineLine use={offline} />
      <Suspense fallback={<LoadingScreen />}>
        <Page />
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  );
}
