// The routing rules of docs/product.md §2, as one layout route around the screens.
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
function useLoggedOutRedirect(active: boolean): string | undefined {
  const { pathname } = useLocation();
  const onLogin = pathname === paths.login.path;
  useEffect(() => {
    if (onLogin && loggedOut.value) loggedOut.value = false;
  }, [onLogin]);
  return active && loggedOut.value && !onLogin ? paths.login.getHref() : undefined;
}

type SessionCheck = "checking" | "valid" | { redirect: string };

/**
 * Asks the Worker whether the session is still valid: a yes holds for the page's life (every call
 * after it is checked at the edge, and a 401 ends the session, decision 033). An expired session
 * clears what the phone knows about the driver and leads to Unauthorized ('Session Expired');
 * someone who never signed in goes to Login. Without an answer (no signal), a driver known on this
 * phone keeps working with what is stored, and the next way in asks again.
 */
async function checkSession(): Promise<Exclude<SessionCheck, "checking">> {
  const known = userDetails.value !== null;
  try {
    const { user } = await getSession();
    userDetails.value = user;
    sessionConfirmed.value = true;
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
 * The signed-in screens: the session is checked with the Worker on the way in, once in the page's
 * life (or not at all when the edge confirmed it with the page, decision 086).
 */
function useSessionCheck(active: boolean): SessionCheck {
  const [check, setCheck] = useState<SessionCheck>("checking");
  useEffect(() => {
    if (!active || sessionConfirmed.peek()) return;
    let current = true;
    void checkSession().then((result) => current && setCheck(result));
    return () => {
      current = false;
      // On the way out: a refusal is not the next way in's answer.
      setCheck((last) => (last === "valid" ? last : "checking"));
    };
  }, [active]);
  return active && !sessionConfirmed.value ? check : "valid";
}

/** Who may open a screen: anyone (a shared finder link), anyone not flagged logged out, a driver not signed in, a signed-in driver. */
export type AccessRule = "anyone" | "public" | "guest" | "session";

/**
 * The routing rules around a screen, as one layout route for every rule (decision 135): every screen
 * then sits at one depth of the route table, so a move between a screen behind the session check
 * and one without (the attach and a photo view) is a move within one screen's Suspense boundary,
 * and the screen before stays on view while the next one's code comes (decision 106). A layout
 * route per rule would put the screens at different depths, and React would mount the next
 * screen, and its loading screen, afresh.
 */
export function Access({ rule }: { rule: AccessRule }) {
  const [search] = useSearchParams();
  const loggedOut = useLoggedOutRedirect(rule !== "anyone");
  const session = useSessionCheck(rule === "session");
  // A signed-in driver on Welcome or Login goes to Manage trailer (or the trailer they scanned).
  const signedIn =
    rule === "guest" && userDetails.value
      ? (safeNext(search.get("next")) ?? paths.manageTrailer.getHref())
      : undefined;
  const redirect = loggedOut ?? signedIn ?? (typeof session === "object" ? session.redirect : undefined);
  if (redirect) return <Navigate to={redirect} replace />;
  if (session === "checking") return <LoadingScreen />;
  return <Outlet />;
}
