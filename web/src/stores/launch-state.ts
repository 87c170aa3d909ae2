// What the app keeps about the driver's order between visits (spec §3): the
// load, its trailers, a trailer still attached from a previous order, the
// trailer attached now, and the feature flags. Filled at app start.
import { batch } from "@preact/signals-react";
import { z } from "zod/mini";
import {
  type AppLaunchState,
  FeatureFlagsSchema,
  OrderTrailerSchema,
} from "../../../shared/logistics/app.ts";
import { AttachedTrailerSchema, LoadSchema } from "../../../shared/logistics/loads.ts";
import { persistedSignal } from "../lib/storage.ts";

export const load = persistedSignal("load", z.nullable(LoadSchema), null);
export const orderTrailers = persistedSignal("orderTrailers", z.array(OrderTrailerSchema), []);
export const trailerAttachedFromPreviousOrder = persistedSignal(
  "trailerAttachedFromPreviousOrder",
  z.nullable(AttachedTrailerSchema),
  null,
);
export const currentlyAttachedTrailer = persistedSignal(
  "currentlyAttachedTrailer",
  z.nullable(AttachedTrailerSchema),
  null,
);
export const featureFlags = persistedSignal("featureFlags", z.nullable(FeatureFlagsSchema), null);

export function applyLaunchState(state: AppLaunchState): void {
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
