// The route table. Every screen is a lazy chunk (Welcome and Login share one,
// vite.config.ts: decision 091) inside its own error boundary (a workflow screen's
// chunk comes with its strings: workflowLazy). Each screen is mounted at
// its path in paths.ts (or each of its `routePaths`), behind the session check
// when its `auth` flag is set. Paths with no screen here show Not found.
// Declarative <Routes> rather than a data router: the data router's loaders
// cost ~17 KB gzip on the first screen (decision 032).
import { matchRoutes, Route, Routes, useLocation } from "react-router";
import { NotFoundPage } from "#web/components/not-found-page.tsx";
import { paths, type RouteName } from "#web/config/paths.ts";
// Every lazy() here keeps its loader, so preloadScreenAt() can start the opening screen's code early.
import { preloadableLazy as lazy, preload } from "#web/first-screen/first-screen.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";
import { setScreenCodeLoader } from "#web/lib/screen-code.ts";
import { OFFLINE_USE, type OfflineUse } from "./offline-use.tsx";
import { RootLayout } from "./root-layout.tsx";
import { Access } from "./route-guards.tsx";
import { ErrorBoundary, Screen, type ScreenComponent } from "./screen.tsx";

/** A workflow screen: its chunk resolves once its strings are in i18n too (decision 058). */
const workflowLazy: typeof lazy = (load) => lazy(withWorkflowStrings(load));

// The public screens, prerendered and hydrated once their chunk is there (prerendered-screen-code.ts):
// not the code of a signed-in driver's first screen.
const WelcomePage = lazy(() => import("#web/features/auth/components/welcome-page.tsx"));
const LoginPage = lazy(() => import("#web/features/auth/components/login-page.tsx"));
const CompanySelectionPage = lazy(() => import("#web/features/auth/components/company-selection-page.tsx"));
const VerifyIdentityPage = lazy(() => import("#web/features/auth/components/verify-identity-page.tsx"));
const UnauthorizedPage = lazy(() => import("#web/features/auth/components/unauthorized-page.tsx"));
const PrivacyPolicyPage = lazy(() => import("#web/features/legal/privacy-policy-page.tsx"));
const TermsOfUsePage = lazy(() => import("#web/features/legal/terms-of-use-page.tsx"));
const QrLandingPage = workflowLazy(() => import("#web/features/qr-landing/components/qr-landing-page.tsx"));
const ManageTrailerPage = lazy(() => import("./manage-trailer-screen.tsx"));
const DriversCopyScreen = workflowLazy(() => import("#web/app/screens/drivers-copy-screen.tsx"));
const ReportIssuePage = workflowLazy(
  () => import("#web/features/report-issue/components/report-issue-page.tsx"),
);
const ScannerPage = workflowLazy(() => import("#web/features/scan/components/scanner-page.tsx"));
const ManualEntryPage = workflowLazy(() => import("#web/features/identify/components/manual-entry-page.tsx"));
const ReportUnassociatedQrPage = workflowLazy(
  () => import("#web/features/identify/components/report-unassociated-qr-page.tsx"),
);
const TrailerCheckPage = workflowLazy(() => import("#web/app/screens/trailer-check-screen.tsx"));
const TrailerUnavailablePage = workflowLazy(
  () => import("#web/features/association/components/trailer-unavailable-page.tsx"),
);
const VerificationPage = workflowLazy(
  () => import("#web/features/association/components/verification-page.tsx"),
);
const TakePossessionPage = workflowLazy(
  () => import("#web/features/association/components/take-possession-page.tsx"),
);
const StatusIndicationPage = workflowLazy(() =>
  import("#web/app/screens/record-association-screens.tsx").then((m) => ({
    default: m.StatusIndicationScreen,
  })),
);
const DetachPage = workflowLazy(() =>
  import("#web/app/screens/record-association-screens.tsx").then((m) => ({ default: m.DetachScreen })),
);
const AttachedFromPreviousOrderPage = workflowLazy(
  () => import("#web/features/association/components/attached-from-previous-order-page.tsx"),
);
const TrailerActionPage = workflowLazy(
  () => import("#web/features/association/components/trailer-action-page.tsx"),
);
const AssessmentPage = workflowLazy(() =>
  import("#web/app/screens/assessment-screens.tsx").then((m) => ({ default: m.AssessmentScreen })),
);
const DamageCategoryPage = workflowLazy(
  () => import("#web/features/assessment/components/damage-category-page.tsx"),
);
const DamageCommentPage = workflowLazy(
  () => import("#web/features/assessment/components/damage-comment-page.tsx"),
);
const RedTagPage = workflowLazy(() =>
  import("#web/app/screens/assessment-screens.tsx").then((m) => ({ default: m.RedTagScreen })),
);
const TrailerPhotosPage = workflowLazy(
  () => import("#web/features/photos/components/trailer-photos-page.tsx"),
);
const PhotoSubsectionPage = workflowLazy(
  () => import("#web/features/photos/components/photo-subsection-page.tsx"),
);
const SharedReportScreen = workflowLazy(() =>
  import("#web/app/screens/drivers-copy-screen.tsx").then((m) => ({ default: m.SharedReportScreen })),
);
// Both finder maps are one screen; maplibre-gl is a further lazy chunk inside it (decision 043).
const FinderPage = workflowLazy(() => import("#web/features/finder/components/finder-page.tsx"));

/**
 * The screens each step of the job leads to, in the order a driver goes: their code loads once the
 * step is drawn and the page is idle, so at one bar it has come when the driver taps on, rather
 * than being asked for after the answer that moves them there (decision 136). Manage trailer leads
 * two ways, and warms the scanner its own way (decision 130); a rarer way on (the plate or VIN
 * asked for want of a position, a refusal) loads when taken.
 */
const LEADS_TO: Partial<Record<RouteName, readonly ScreenComponent[]>> = {
  scan: [QrLandingPage, TrailerCheckPage],
  qrScanLanding: [TrailerCheckPage],
  manualEntry: [TrailerCheckPage],
  trailerCheck: [TakePossessionPage, AssessmentPage],
  trailerVerification: [TakePossessionPage],
  takePossession: [AssessmentPage],
  trailerAssessment: [TrailerPhotosPage, DamageCategoryPage],
  trailerPhotos: [PhotoSubsectionPage],
  // The attach's and the detach's screens are one chunk.
  photoSubsection: [StatusIndicationPage],
};

/** Screens for drivers who are not signed in: a signed-in driver is sent on (`Access`, rule "guest"). */
const GUEST_SCREENS = {
  welcome: WelcomePage,
  login: LoginPage,
  companySelection: CompanySelectionPage,
  verifyIdentity: VerifyIdentityPage,
} satisfies Partial<Record<RouteName, ScreenComponent>>;

/** Every other mounted screen; its `auth` flag in paths.ts puts it behind the session check or not. */
const SCREENS = {
  privacyPolicy: PrivacyPolicyPage,
  termsOfUse: TermsOfUsePage,
  unauthorized: UnauthorizedPage,
  qrScanLanding: QrLandingPage,
  manageTrailer: ManageTrailerPage,
  reportIssue: ReportIssuePage,
  driversCopy: DriversCopyScreen,
  scan: ScannerPage,
  manualEntry: ManualEntryPage,
  reportUnassociatedQr: ReportUnassociatedQrPage,
  trailerCheck: TrailerCheckPage,
  trailerUnavailable: TrailerUnavailablePage,
  trailerVerification: VerificationPage,
  takePossession: TakePossessionPage,
  trailerStatusIndication: StatusIndicationPage,
  detachTrailer: DetachPage,
  attachedFromPreviousOrder: AttachedFromPreviousOrderPage,
  trailerAction: TrailerActionPage,
  trailerAssessment: AssessmentPage,
  damageCategory: DamageCategoryPage,
  damageComment: DamageCommentPage,
  redTag: RedTagPage,
  trailerPhotos: TrailerPhotosPage,
  photoSubsection: PhotoSubsectionPage,
  // Anyone with its signed link, signed in or not (decision 128).
  sharedReport: SharedReportScreen,
} satisfies Partial<Record<RouteName, ScreenComponent>>;

/** What a mounted screen can do offline (app/offline-use.tsx); every one has an entry (a test holds it). */
export const offlineUse = (name: RouteName): OfflineUse | undefined =>
  (OFFLINE_USE as Partial<Record<RouteName, OfflineUse>>)[name];

/** Every mounted screen's route name, for tests. */
export const MOUNTED_SCREENS = Object.keys({ ...GUEST_SCREENS, ...SCREENS }) as RouteName[];

/** The route names mounted with `auth` set, for tests. */
export const AUTHENTICATED_SCREENS = (Object.keys(SCREENS) as (keyof typeof SCREENS)[]).filter(
  (name) => paths[name].auth,
);

function routesOf(screens: Partial<Record<RouteName, ScreenComponent>>, auth?: boolean) {
  return (Object.entries(screens) as [RouteName, ScreenComponent][])
    .filter(([name]) => auth === undefined || paths[name].auth === auth)
    .flatMap(([name, component]) => {
      const route = paths[name];
      const mounted = "routePaths" in route ? route.routePaths : [route.path];
      return mounted.map((path) => (
        <Route
          key={path}
          path={path}
          element={<Screen component={component} offline={offlineUse(name)} next={LEADS_TO[name]} />}
        />
      ));
    });
}

/** The screen mounted at `pathname`, by React Router's own ranking (/trailers/scan over /trailers/:qrId). */
export function screenAt(pathname: string): ScreenComponent | undefined {
  const screens: [string, ScreenComponent][] = [
    [paths.assetTrailerFinderMap.path, FinderPage],
    [paths.logisticsTrailerFinderMap.path, FinderPage],
    ...(Object.entries({ ...GUEST_SCREENS, ...SCREENS }) as [RouteName, ScreenComponent][]).map(
      ([name, component]): [string, ScreenComponent] => [paths[name].path, component],
    ),
  ];
  const match = matchRoutes(
    screens.map(([path, component]) => ({ path, handle: component as ScreenComponent })),
    pathname,
  )?.[0];
  return match?.route.handle;
}

/**
 * Starts loading the code of the screen at `pathname` (the page's first), so it arrives alongside
 * the catalog and the session check instead of after them.
 */
export const preloadScreenAt = (pathname: string) => preload(screenAt(pathname));
// How a screen the driver acts on starts the next one's code (lib/screen-code.ts).
setScreenCodeLoader(preloadScreenAt);

export function AppRoutes() {
  const { pathname } = useLocation();
  // Around the layout too: what fails beside a screen (the banner, a dialog) shows the error page,
  // never a blank one.
  return (
    <ErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {/* A shared finder link opens as it is, even on a phone whose driver logged out (decision 043). */}
          <Route element={<Access rule="anyone" />}>
            <Route
              path={paths.assetTrailerFinderMap.path}
              element={<Screen component={FinderPage} offline={OFFLINE_USE.assetTrailerFinderMap} />}
            />
            <Route
              path={paths.logisticsTrailerFinderMap.path}
              element={<Screen component={FinderPage} offline={OFFLINE_USE.logisticsTrailerFinderMap} />}
            />
          </Route>
          <Route element={<Access rule="guest" />}>{routesOf(GUEST_SCREENS)}</Route>
          <Route element={<Access rule="public" />}>
            {routesOf(SCREENS, false)}
            <Route path="*" element={<Screen component={NotFoundPage} />} />
          </Route>
          <Route element={<Access rule="session" />}>{routesOf(SCREENS, true)}</Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
