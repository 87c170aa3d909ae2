// Who is signed in (the user details of docs/product.md §3), the sign-in in progress
// ("login details"), and the logged-out flag. The identity token is not here:
// it lives only in the edge Worker's session, behind an HttpOnly cookie.
import { batch, computed, effect, signal } from "@preact/signals-react";
import { z } from "zod/mini";
import { SignInStartSchema, UserDetailsSchema } from "#shared/api/session.ts";
import { CompanySchema } from "#shared/logistics/enums.ts";
import { persistedSignal } from "#web/lib/storage.ts";

export const userDetails = persistedSignal("userDetails", z.nullable(UserDetailsSchema), null);
export const isSignedIn = computed(() => userDetails.value !== null);

/**
 * The session was found open in this page's life: by the edge, serving the page (a signed-in
 * screen's shell, decision 086), or by the page's own check on the way into the signed-in screens
 * (app/route-guards.tsx). Either way, no further way in asks again.
 */
export const sessionConfirmed = signal(false);

/** Runs `then` once, when `holds` first reads true (at once if it does). */
function once(holds: () => boolean, then: () => void): void {
  let done = false;
  const stop = effect(() => {
    if (done || !holds()) return;
    done = true;
    queueMicrotask(() => {
      stop();
      then();
    });
  });
}

/** Runs `then` once, when a driver is signed in (at once if one is). */
export const whenSignedIn = (then: () => void) => once(() => isSignedIn.value, then);

/**
 * Runs `then` once, when a driver has asked for a code or is signed in: the signed-in screens'
 * code can load while the code is typed, which on one bar is time the driver waits anyway.
 */
export const whenSigningIn = (then: () => void) =>
  once(() => isSignedIn.value || pendingSignIn.value !== null, then);

/** Set at logout; the next start goes to Login and clears it (docs/product.md §2). */
export const loggedOut = persistedSignal("loggedOut", z.boolean(), false);

/**
 * A logout that could not reach the Worker (no signal): the phone has forgotten the driver,
 * but the session behind the HttpOnly cookie lives on until the Worker is told.
 */
export const signOutPending = persistedSignal("signOutPending", z.boolean(), false);

const PendingSignInSchema = z.extend(SignInStartSchema, {
  /** Offered when the order exists for both companies. */
  companies: z.optional(z.array(CompanySchema)),
  /** When Resend becomes available again (epoch ms). */
  resendAvailableAt: z.optional(z.number()),
});
export const pendingSignIn = persistedSignal("loginDetails", z.nullable(PendingSignInSchema), null);

/** A sign-in the Worker has just answered: its session is open, with nothing more to check. */
export function endSignIn(user: z.infer<typeof UserDetailsSchema>): void {
  batch(() => {
    userDetails.value = user;
    sessionConfirmed.value = true;
    pendingSignIn.value = null;
    loggedOut.value = false;
    // The new session's cookie replaced the one a pending logout meant to end: never end the new one.
    signOutPending.value = false;
  });
}
