// The routing rules of docs/product.md §2, as route elements around the screens.
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { paths } from "#web/config/paths.ts";
import { getSession } from "#web/features/auth/api/get-session.ts";
import { safeNext } from "#web/features/auth/safe-next.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { clearUserState } from "#web/stores/clear-user-state.ts";
import { loggedOut, sessionConfirmed, userDetails } from "#web/stores/session.ts";

/** A logged-out flag sends the driver to Login, once: arriving there clears it. */
export function LoggedOutRule() {
  const { pathname } = useLocation();
  const flagged = loggedOut.value;
  const onLogin = pathname === paths.login.path;
  useEffect(() => {
    if (onLogin && loggedOut.value) loggedOut.value = false;
  }, [onLogin]);
  if (flagged && !onLogin) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}

/** A signed-in driver on Welcome or Login goes to Manage trailer (or the trailer they scanned). */
export function GuestOnly() {
  const [search] = useSearchParams();
  if (!userDetails.value) return <Outlet />;
  return <Navigate to={safeNext(search.get("next")) ?? paths.manageTrailer.getHref()} replace />;
}

type SessionCheck = "checking" | "valid" | { redirect: string };

/**
 * Asks the Worker whether the session is still valid. An expired session
 * clears what the phone knows about the driver and leads to Unauthorized
 * ('Session Expired'); someone who never signed in goes to Login. Without an
 * answer (no signal), a driver known on this phone keeps working with what is
 * stored.
 */
async function checkSession(): Promise<Exclude<SessionCheck, "checking">> {
  const known = userDetails.value !== null;
  try {
    const { user } = await getSession();
    userDetails.value = user;
    return "valid";
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearUserState();
      return { redirect: known ? paths.unauthorized.getHref() : paths.login.getHref() };
    }
    return known ? "valid" : { redirect: paths.login.getHref() };
  }
}

/**
 * Authenticated screens: the session is checked with the Worker on the way in, unless the edge
 * confirmed it with the page itself (decision 086).
 */
export function RequireSession() {
  const [check, setCheck] = useState<SessionCheck>(() => (sessionConfirmed.peek() ? "valid" : "checking"));
  useEffect(() => {
    if (sessionConfirmed.peek()) return;
    let current = true;
    void checkSession().then((result) => {
      if (current) setCheck(result);
    });
    return () => {
      current = false;
    };
  }, []);
  if (check === "checking") return <LoadingScreen />;
  if (check !== "valid") return <Navigate to={check.redirect} replace />;
  return <Outlet />;
}
