// What the driver holds, as the screens say it (decision 105): the order's state as the carrier
// last said it (launch-state.ts), with the driver's own association writes on top that it does not
// show yet: those still waiting on this phone, and those sent since the order's state was asked
// for. The outbox is the one source of those writes; its code loads after the first screen
// (decisions 091, 092), so what it holds of them is mirrored here (`phoneWrites`, kept by
// outbox/page/mirror-phone-writes.ts), where Manage trailer reads it in its first render.
import { computed } from "@preact/signals-react";
import { z } from "zod/mini";
import type { HeldTrailer } from "#shared/api/launch-state.ts";
import { LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import { splitTrailerId, TrailerIdSchema } from "#shared/trailer-id.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import {
  currentlyAttachedTrailer,
  launchStateLoadedAt,
  trailerAttachedFromPreviousOrder,
} from "./launch-state.ts";
import { userDetails } from "./session.ts";

export const PHONE_WRITE_KINDS = ["attach", "update", "detach", "release"] as const;

/** One association write of the outbox, as the screens need it. */
const PhoneWriteSchema = z.object({
  /** The outbox entry's id. */
  id: z.string(),
  kind: z.enum(PHONE_WRITE_KINDS),
  trailerId: TrailerIdSchema,
  trailerNumber: z.string(),
  /** The slot an attach takes. */
  slot: z.optional(LoadTrailerStatusSchema),
  /** Whose write it is: the driver and order it was made for. */
  mobileNumber: z.string(),
  orderNumber: z.string(),
  /** When the system of record took it (ms); absent while it waits on the phone. */
  sentAt: z.optional(z.number()),
});
export type PhoneWrite = z.infer<typeof PhoneWriteSchema>;

/** The outbox's association writes not yet in the order's state, in the order they were made. */
export const phoneWrites = persistedSignal("phoneWrites", z.array(PhoneWriteSchema), []);

/** A trailer the driver holds; `onPhone` while its attach (or move to this order) waits to be sent. */
type Held = HeldTrailer & { onPhone: boolean };

export type HeldTrailers = {
  /** The trailer attached to this order now. */
  attached: Held | null;
  /** The trailer still attached from a previous order, while nothing on the phone let it go. */
  previous: HeldTrailer | null;
  /** Trailers let go on this phone (detached or released) whose write waits to be sent. */
  letGo: (Pick<PhoneWrite, "id" | "trailerNumber" | "trailerId"> & { kind: "detach" | "release" })[];
  /** Attaches waiting to be sent, by the slot each takes (Take possession's hints). */
  slots: Partial<Record<NonNullable<PhoneWrite["slot"]>, string>>;
};

/** The signed-in driver's writes that the order's state, as last asked for, does not show yet. */
const ownPhoneWrites = computed(() => {
  const user = userDetails.value;
  const askedAt = launchStateLoadedAt.value ?? 0;
  return phoneWrites.value.filter(
    (write) =>
      user !== null &&
      write.mobileNumber === user.mobileNumber &&
      write.orderNumber === user.orderNumber &&
      (write.sentAt === undefined || write.sentAt > askedAt),
  );
});

export const heldTrailers = computed<HeldTrailers>(() => {
  let attached: Held | null = currentlyAttachedTrailer.value && {
    ...currentlyAttachedTrailer.value,
    onPhone: false,
  };
  let previous = trailerAttachedFromPreviousOrder.value;
  const letGo: HeldTrailers["letGo"] = [];
  const slots: HeldTrailers["slots"] = {};
  for (const write of ownPhoneWrites.value) {
    const { id, kind, trailerId, trailerNumber, slot, sentAt, orderNumber } = write;
    const company = splitTrailerId(trailerId)?.company;
    if (previous?.trailerId === trailerId) previous = null;
    if (kind === "attach" || kind === "update") {
      if (company)
        attached = {
          trailerId,
          trailerNumber,
          company,
          currentOrderNumber: orderNumber,
          onPhone: sentAt === undefined,
        };
      if (slot && sentAt === undefined) slots[slot] = trailerNumber;
    } else {
      if (attached?.trailerId === trailerId) attached = null;
      if (sentAt === undefined) letGo.push({ id, kind, trailerId, trailerNumber });
    }
  }
  return { attached, previous, letGo, slots };
});
