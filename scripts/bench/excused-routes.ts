// The routes of web/src/config/paths.ts the bench does not measure in one state, signed out or
// signed in, each with why (decision 129): in that state the route shows no screen of its own (a
// guard or the edge sends the driver on, or the driver only passes through it); the screen they are
// shown instead is measured under its own name (pages.ts).
import { paths, type RouteName } from "#web/config/paths.ts";

export type Excused = { route: RouteName; signedIn: boolean; reason: string };

const GUEST_ONLY =
  "a signed-in driver is sent on to Manage trailer (the guest rule of Access), measured signed in";
const SIGN_IN_FIRST =
  "a driver not signed in is sent to Login, or to Session expired on a phone that knew them (the session rule of Access); both measured";

/** Every route of paths.ts that needs a session, excused signed out for the same reason. */
const signInFirst = (Object.keys(paths) as RouteName[])
  .filter((route) => paths[route].auth)
  .map((route): Excused => ({ route, signedIn: false, reason: SIGN_IN_FIRST }));

export const EXCUSED: Excused[] = [
  { route: "welcome", signedIn: true, reason: GUEST_ONLY },
  { route: "login", signedIn: true, reason: GUEST_ONLY },
  { route: "companySelection", signedIn: true, reason: GUEST_ONLY },
  { route: "verifyIdentity", signedIn: true, reason: GUEST_ONLY },
  {
    route: "unauthorized",
    signedIn: true,
    reason: "shown when a session has ended: a driver whose session is open is never sent there",
  },
  {
    route: "qrScanLanding",
    signedIn: false,
    reason: "the edge sends a sticker scanned signed out to Login, to continue there once signed in",
  },
  {
    route: "trailerCheck",
    signedIn: true,
    reason:
      "a step the driver passes through: it checks the trailer and moves on (Take possession, Trailer unavailable, Verify plate or VIN, Trailer action), its own lines being that check's errors",
  },
  {
    route: "photoSubsection",
    signedIn: false,
    reason:
      "a photo of the trailer flow of a signed-in driver (its auth flag is unset in the spec's table): with no flow on the phone it sends the driver to Manage trailer, then Login",
  },
  ...signInFirst,
];
