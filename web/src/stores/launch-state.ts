// What the app keeps about the driver's order between visits (docs/product.md §3): the
// load, its trailers, a trailer still attached from a previous order, the
// trailer attached now, and the feature flags. Filled at app start. Also whether
// this visit could load it, and when it last did: a screen shows the state kept
// on the phone as what it is, the last known one, never as news (decision 065).
import { batch, signal } from "@preact/signals-react";
import { z } from "zod/mini";
import { AppFeatureFlagsSchema } from "#shared/api/app.ts";
import {
  HeldTrailerSchema,
  type LaunchState,
  OrderLoadSchema,
  OrderTrailerViewSchema,
} from "#shared/api/launch-state.ts";
import { persistedSignal } from "#web/lib/storage.ts";

export const load = persistedSignal("load", z.nullable(OrderLoadSchema), null);
export const orderTrailers = persistedSignal("orderTrailers", z.array(OrderTrailerViewSchema), []);
/** A held trailer as this phone kept it; before decision 117 its id was named `id`. */
const KeptHeldTrailerSchema = z.nullable(
  z.union([
    HeldTrailerSchema,
    z.pipe(
      z.extend(z.omit(HeldTrailerSchema, { trailerId: true }), { id: HeldTrailerSchema.shape.trailerId }),
      z.transform(({ id, ...held }) => ({ ...held, trailerId: id })),
    ),
  ]),
);
export const trailerAttachedFromPreviousOrder = persistedSignal(
  "trailerAttachedFromPreviousOrder",
  KeptHeldTrailerSchema,
  null,
);
export const currentlyAttachedTrailer = persistedSignal(
  "currentlyAttachedTrailer",
  KeptHeldTrailerSchema,
  null,
);
export const featureFlags = persistedSignal("featureFlags", z.nullable(AppFeatureFlagsSchema), null);
/**
 * When the launch state kept was asked of the system of record (ms): a write it took later is not
 * in it (held-trailers.ts).
 */
export const launchStateLoadedAt = persistedSignal("launchStateLoadedAt", z.nullable(z.number()), null);

/** This visit's last try to load the launch state: not yet made, under way, answered, or failed. */
export type LaunchStateLoad = "idle" | "loading" | "loaded" | "failed";
export const launchStateLoad = signal<LaunchStateLoad>("idle");

/** One driver's order, as app start tells one apart from another. */
export const orderKeyOf = (user: { orderNumber: string; mobileNumber: string; company: string }) =>
  `${user.orderNumber}|${user.mobileNumber}|${user.company}`;

/** How long a handed-over state stands in for asking: the app start it is for follows at once. */
const HANDED_OVER_FOR_MS = 30_000;
let handedOver: { orderKey: string; state: LaunchState; at: number } | undefined;

/**
 * The order's state a sign-in or a change of order answered with (decision 083), kept for the app
 * start that follows for that order, which applies it instead of asking for it again.
 */
export function handOverLaunchState(
  user: { orderNumber: string; mobileNumber: string; company: string },
  state: LaunchState,
): void {
  handedOver = { orderKey: orderKeyOf(user), state, at: Date.now() };
}

/** The state just handed over for this order, once; undefined when none was (or for another order). */
export function takeHandedOverLaunchState(orderKey: string): LaunchState | undefined {
  const given = handedOver;
  handedOver = undefined;
  const fresh = given !== undefined && Date.now() - given.at < HANDED_OVER_FOR_MS;
  return fresh && given.orderKey === orderKey ? given.state : undefined;
}

export function applyLaunchState(state: LaunchState, at = Date.now()): void {
  batch(() => {
    launchStateLoadedAt.value = at;
    load.value = state.load;
    orderTrailers.value = state.orderTrailers;
    trailerAttachedFromPreviousOrder.value = state.trailerAttachedFromPreviousOrder;
    currentlyAttachedTrailer.value = state.currentlyAttachedTrailer;
  });
}

export function clearLaunchState(): void {
  batch(() => {
    launchStateLoadedAt.value = null;
    launchStateLoad.value = "idle";
    load.value = null;
    orderTrailers.value = [];
    trailerAttachedFromPreviousOrder.value = null;
    currentlyAttachedTrailer.value = null;
  });
}
