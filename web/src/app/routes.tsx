// The route table. Welcome and Login are in the first bundle; every other
// screen is a lazy chunk inside its own error boundary. Only screens that exist
// are mounted: any other path of paths.ts (the trailer workflow) shows Not found.
// Declarative <Routes> rather than a data router: the data router's loaders
// cost ~17 KB gzip on the first screen (decision 032).
import { lazy } from "react";
import { Route, Routes } from "react-router";
import { NotFoundPage } from "../components/not-found-page.tsx";
import LoginPage from "../features/auth/components/login-page.tsx";
import WelcomePage from "../features/auth/components/welcome-page.tsx";
import { paths } from "./paths.ts";
import { RootLayout } from "./root-layout.tsx";
import { GuestOnly, LoggedOutRule, RequireSession } from "./route-guards.tsx";
import { Screen } from "./screen.tsx";

const CompanySelectionPage = lazy(() => import("../features/auth/components/company-selection-page.tsx"));
const VerifyIdentityPage = lazy(() => import("../features/auth/components/verify-identity-page.tsx"));
const UnauthorizedPage = lazy(() => import("../features/auth/components/unauthorized-page.tsx"));
const PrivacyPolicyPage = lazy(() => import("../features/legal/privacy-policy-page.tsx"));
const TermsOfUsePage = lazy(() => import("../features/legal/terms-of-use-page.tsx"));
const QrLandingPage = lazy(() => import("../features/qr-landing/components/qr-landing-page.tsx"));
const ManageTrailerPage = lazy(() => import("../features/manage-trailer/components/manage-trailer-page.tsx"));
const ReportIssuePage = lazy(() => import("../features/report-issue/components/report-issue-page.tsx"));
// Both finder maps are one screen; maplibre-gl is a further lazy chunk inside it (decision 043).
const FinderPage = lazy(() => import("../features/finder/components/finder-page.tsx"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* A shared finder link opens as it is, even on a phone whose driver logged out (decision 043). */}
        <Route path={paths.assetTrailerFinderMap.path} element={<Screen component={FinderPage} />} />
        <Route path={paths.logisticsTrailerFinderMap.path} element={<Screen component={FinderPage} />} />
        <Route element={<LoggedOutRule />}>
          <Route element={<GuestOnly />}>
            <Route path={paths.welcome.path} element={<Screen component={WelcomePage} />} />
            <Route path={paths.login.path} element={<Screen component={LoginPage} />} />
            <Route path={paths.companySelection.path} element={<Screen component={CompanySelectionPage} />} />
            <Route path={paths.verifyIdentity.path} element={<Screen component={VerifyIdentityPage} />} />
          </Route>
          <Route path={paths.privacyPolicy.path} element={<Screen component={PrivacyPolicyPage} />} />
          <Route path={paths.termsOfUse.path} element={<Screen component={TermsOfUsePage} />} />
          <Route path={paths.unauthorized.path} element={<Screen component={UnauthorizedPage} />} />
          <Route path={paths.qrScanLanding.path} element={<Screen component={QrLandingPage} />} />
          <Route element={<RequireSession />}>
            <Route path={paths.manageTrailer.path} element={<Screen component={ManageTrailerPage} />} />
            <Route path={paths.reportIssue.path} element={<Screen component={ReportIssuePage} />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
