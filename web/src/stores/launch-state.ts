// What the app keeps about the driver's order between visits (spec §3): the
// load, its trailers, a trailer still attached from a previous order, the
// trailer attached now, and the feature flags. Filled at app start.
import { batch } from "@preact/signals-react";
import { z } from "zod/mini";
import { AppFeatureFlagsSchema } from "../../../shared/api/app.ts";
import {
  HeldTrailerSchema,
  type LaunchState,
  OrderLoadSchema,
  OrderTrailerViewSchema,
} from "../../../shared/api/launch-state.ts";
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

export function applyLaunchState(state: LaunchState): void {
  batch(() => {
    load.value = state.load;
    orderTrailers.value = state.orderTrailers;
    trailerAttachedFromPreviousOrder.value = state.trailerAttachedFromPreviousOrder;
    currentlyAttachedTrailer.value = state.currentlyAttachedTrailer;
  });
}

export function clearLaunchState(): void {
  batch(() => {
    load.value = null;
    orderTrailers.value = [];
    trailerAttachedFromPreviousOrder.value = null;
    currentlyAttachedTrailer.value = null;
  });
}
