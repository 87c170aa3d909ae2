// Why a trailer cannot be taken or dropped, or what to watch for, in plain words
// with what to do next (docs/product.md §8 Trailer Unavailable reasons, and the warnings of
// the other evaluations). One entry per reason key of the shared schema: a new
// key is a type error here until it has its words. A reason the edge could not
// name comes as the carrier's own message instead (reason-list.tsx).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CheckReason } from "#shared/api/trailers.ts";

export type ReasonText = { what: MessageDescriptor; next?: MessageDescriptor };

const SCAN_ANOTHER = msg`Scan another trailer.`;
const ASK_BROKER = msg`Scan another trailer, or contact your broker.`;

export const REASON_TEXTS: Record<CheckReason, ReasonText> = {
  criticalRepairsNeeded: {
    what: msg`This trailer is damaged and awaiting repairs: another driver or the shop marked it unsafe.`,
    next: SCAN_ANOTHER,
  },
  incorrectStatus: { what: msg`This trailer's status does not allow it to be used.`, next: ASK_BROKER },
  stolen: {
    what: msg`This trailer is reported stolen.`,
    next: msg`Do not move it. Open a police report, then contact security and your broker.`,
  },
  shopStatus: { what: msg`This trailer is in the shop.`, next: SCAN_ANOTHER },
  equipmentTypeMismatch: {
    what: msg`This trailer does not match the equipment type of your load.`,
    next: ASK_BROKER,
  },
  attachedToAnotherOrder: {
    what: msg`This trailer is attached to another logistics order.`,
    next: ASK_BROKER,
  },
  attachedToAssetTruck: { what: msg`This trailer is attached to an asset truck.`, next: ASK_BROKER },
  preAssignedToAssetDriver: { what: msg`This trailer is pre-assigned to an asset driver.`, next: ASK_BROKER },
  companyTrailerRequired: {
    what: msg`Your load needs one of the company's own trailers, and this one is not.`,
    next: ASK_BROKER,
  },
  invalidTrailerType: { what: msg`This type of trailer cannot be used in Hitch.`, next: SCAN_ANOTHER },
  loadedWithOtherFreight: {
    what: msg`This trailer is loaded with another order's freight.`,
    next: ASK_BROKER,
  },
  loadedNotEmpty: {
    what: msg`This trailer is loaded, so it cannot be taken as an empty trailer.`,
    next: msg`Choose the loaded trailer status, or scan another trailer.`,
  },
  moving: {
    what: msg`This trailer is reported moving.`,
    next: msg`Check that it is the right trailer, or contact your broker.`,
  },
  otherTrailerOnThisOrder: {
    what: msg`You already have another trailer on this order.`,
    next: msg`Detach that trailer first.`,
  },
  notAttached: {
    what: msg`This trailer is not currently attached to you.`,
    next: msg`Contact your broker.`,
  },
  notAllowed: {
    what: msg`The logistics system does not allow this trailer to be used now, and gave no reason.`,
    next: ASK_BROKER,
  },
  // Warnings: shown, never blocking.
  outlandishEquipmentType: {
    what: msg`Your load has a rare equipment type.`,
    next: msg`Contact your broker if you need help.`,
  },
  repairsNeeded: {
    what: msg`This trailer needs repairs.`,
    next: msg`Check it closely and report any damage.`,
  },
  emptyNotLoaded: { what: msg`This trailer is reported empty, not loaded.` },
  slotFilled: { what: msg`Your load already has a trailer with this status; this one takes its place.` },
  updatesPreviousOrder: { what: msg`This moves your trailer from a previous order onto this one.` },
  otherTrailerFromPreviousOrder: { what: msg`You still have another trailer from a previous order.` },
  attachedFromPreviousOrder: { what: msg`You still have this trailer from a previous order.` },
  alreadyAttachedToThisOrder: { what: msg`This trailer is already attached to you on this order.` },
  noLocation: { what: msg`Your location is unavailable or denied.` },
  trailerLocationUnknown: { what: msg`The trailer's location is unknown.` },
  lowLocationConfidence: { what: msg`The trailer's reported location is not precise enough.` },
  notNearTrailer: { what: msg`You do not seem to be near this trailer.` },
};
