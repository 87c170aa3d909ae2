// Where the driver is on "Are you still attached?" (docs/product.md §4) for the trailer still
// attached from a previous order, and their answer to the reporting rule: a reload, or the phone
// closing the app, asks nothing again. Kept for one trailer; another's is not shown, and it is
// forgotten once no trailer from a previous order is held (let go, here or elsewhere). Apart from
// asked-about-previous.ts, which Manage trailer's first screen imports: only this page needs it.
import { effect } from "@preact/signals-react";
import { z } from "zod/mini";
import { TrailerIdSchema } from "#shared/trailer-id.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import { heldTrailers } from "./held-trailers.ts";

export const PREVIOUS_ORDER_STEPS = ["stillAttached", "stillNear", "notNear", "noLonger"] as const;

export const previousOrderAnswer = persistedSignal(
  "previousOrderAnswer",
  z.nullable(
    z.object({
      trailerId: TrailerIdSchema,
      step: z.enum(PREVIOUS_ORDER_STEPS),
      acknowledged: z.boolean(),
    }),
  ),
  null,
);

effect(() => {
  if (previousOrderAnswer.value && !heldTrailers.value.previous) previousOrderAnswer.value = null;
});
