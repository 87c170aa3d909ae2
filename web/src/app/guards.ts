// The routing rules of spec §2, as route loaders.
import { type LoaderFunctionArgs, redirect } from "react-router";
import { getSession } from "../features/auth/api/get-session.ts";
import { ApiRequestError } from "../lib/api-client.ts";
import { clearUserState } from "../stores/clear-user-state.ts";
import { loggedOut, userDetails } from "../stores/session.ts";
import { paths, safeNext } from "./paths.ts";

/** A logged-out flag sends the driver to Login, once: the flag is cleared. */
export function loggedOutLoader({ request }: LoaderFunctionArgs) {
  if (!loggedOut.value) return null;
  loggedOut.value = false;
  if (new URL(request.url).pathname !== paths.login.path) throw redirect(paths.login.getHref());
  return null;
}

/** A signed-in driver on Welcome or Login goes to Manage trailer (or the trailer they scanned). */
export function guestLoader({ request }: LoaderFunctionArgs) {
  if (!userDetails.value) return null;
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  throw redirect(next ?? paths.manageTrailer.getHref());
}

/**
 * Authenticated routes check the session with the Worker. An expired session
 * clears what the phone knows about the driver and leads to Unauthorized
 * ('Session Expired'); someone who never signed in goes to Login. Without an
 * answer (no signal), a driver known on this phone keeps working with what is
 * stored.
 */
export async function sessionLoader() {
  const known = userDetails.value !== null;
  try {
    const { user } = await getSession();
    userDetails.value = user;
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearUserState();
      throw redirect(known ? paths.unauthorized.getHref() : paths.login.getHref());
    }
    if (known) return null;
    throw redirect(paths.login.getHref());
  }
}

export const alwaysRevalidate = () => true;
