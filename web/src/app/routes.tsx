// The route tree. Welcome and Login are in the first bundle; every other screen
// is a lazy chunk with the shared error boundary. Only screens that exist are
// mounted: any other path of paths.ts (the trailer workflow) shows Not found.
import type { RouteObject } from "react-router";
import LoginPage from "../features/auth/components/login-page.tsx";
import WelcomePage from "../features/auth/components/welcome-page.tsx";
import { alwaysRevalidate, guestLoader, loggedOutLoader, sessionLoader } from "./guards.ts";
import { LoadingScreen } from "./loading-screen.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { paths } from "./paths.ts";
import { RootLayout } from "./root-layout.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

type Module = { default: React.ComponentType };
const screen = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    loader: loggedOutLoader,
    shouldRevalidate: alwaysRevalidate,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Signed-out screens: a signed-in driver is sent on to Manage trailer.
        loader: guestLoader,
        shouldRevalidate: alwaysRevalidate,
        ErrorBoundary: RouteErrorPage,
        children: [
          { path: paths.welcome.path, Component: WelcomePage },
          { path: paths.login.path, Component: LoginPage },
          {
            path: paths.companySelection.path,
            lazy: screen(() => import("../features/auth/components/company-selection-page.tsx")),
          },
          {
            path: paths.verifyIdentity.path,
            lazy: screen(() => import("../features/auth/components/verify-identity-page.tsx")),
          },
        ],
      },
      {
        path: paths.privacyPolicy.path,
        ErrorBoundary: RouteErrorPage,
        lazy: screen(() => import("../features/legal/privacy-policy-page.tsx")),
      },
      {
        path: paths.termsOfUse.path,
        ErrorBoundary: RouteErrorPage,
        lazy: screen(() => import("../features/legal/terms-of-use-page.tsx")),
      },
      {
        path: paths.unauthorized.path,
        ErrorBoundary: RouteErrorPage,
        lazy: screen(() => import("../features/auth/components/unauthorized-page.tsx")),
      },
      {
        path: paths.qrScanLanding.path,
        ErrorBoundary: RouteErrorPage,
        lazy: async () => {
          const [page, { qrLandingLoader }] = await Promise.all([
            import("../features/qr-landing/components/qr-landing-page.tsx"),
            import("../features/qr-landing/qr-landing-loader.ts"),
          ]);
          return { Component: page.default, loader: qrLandingLoader };
        },
      },
      {
        // Authenticated screens: the session is checked with the Worker first.
        loader: sessionLoader,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            path: paths.manageTrailer.path,
            lazy: screen(() => import("../features/manage-trailer/components/manage-trailer-page.tsx")),
          },
          {
            path: paths.reportIssue.path,
            lazy: screen(() => import("../features/report-issue/components/report-issue-page.tsx")),
          },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];
