import { Component, type ComponentType, type ReactNode, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { inAnIdleTask, preload, ScreenShown } from "#web/first-screen/first-screen.ts";
import { OfflineLine, type OfflineUse } from "./offline-use.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

/** The route error page in place of what failed; moving to another page leaves it behind. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
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

export type ScreenComponent = ComponentType;

/** Once the screen is drawn and the page idle, starts loading the code of the screens it leads to. */
function NextScreensCode({ screens }: { screens?: readonly ScreenComponent[] }) {
  useEffect(() => inAnIdleTask(() => screens?.forEach(preload)), [screens]);
  return null;
}

/**
 * A route's screen: its own error boundary, and a loading screen while its chunk arrives. The
 * first one up marks the first screen shown. Offline, one line says so, with what waits on the phone
 * and what the screen can do without signal. Once drawn, the code of the screens it leads to loads.
 */
export function Screen({
  component: Page,
  offline,
  next,
}: {
  component: ScreenComponent;
  offline?: OfflineUse;
  next?: readonly ScreenComponent[];
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <OfflineLine use={offline} />
      <Suspense fallback={<LoadingScreen />}>
        <Page />
        <ScreenShown />
        <NextScreensCode screens={next} />
      </Suspense>
    </ErrorBoundary>
  );
}
