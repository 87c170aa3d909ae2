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
import { persistedSignal } from "../lib/storage.ts";

export const load = persistedSignal("load", z.nullable(OrderLoadSchema), null);
export const orderTrailers = persistedSignal("orderTrailers", z.array(OrderTrailerViewSchema), []);
export const trailerAttachedFromPreviousOrder = persistedSignal(
  "trailerAttachedFromPreviousOrder",
  z.nullable(HeldTrailerSchema),
  null,
);
export const currentlyAttachedTrailer = persistedSignal(
  "currentlyAttachedTrailer",
  z.nullable(HeldTrailerSchema),
  null,
);
export const featureFlags = persistedSignal("featureFlags", z.nullable(AppFeatureFlagsSchema), null);
/** When the launch state last came from the system of record (ms), kept with it. */
export const launchStateLoadedAt = persistedSignal("launchStateLoadedAt", z.nullable(z.number()), null);

/** This visit's last try to load the launch state: not yet made, under way, answered, or failed. */
export type LaunchStateLoad = "idle" | "loading" | "loaded" | "failed";
export const launchStateLoad = signal<LaunchStateLoad>("idle");

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
