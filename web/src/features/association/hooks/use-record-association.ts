// Recording the association the driver confirmed: the write goes to the outbox
// (kept on the phone first, sent with its key and event time), the flow ends, and
// the driver is told what happened in the spec's words (§8): done, partly done,
// refused with the reason, or saved on the phone and told what it waits for
// (outbox/write-outcome.ts): signal, the carrier's system, a sign-in. A refusal a
// new try cannot change (440, 441, a closed order) takes the action away: the
// driver reads what to do instead (decision 064).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate } from "react-router";
import { sealComment } from "#shared/seal.ts";
import { paths } from "#web/config/paths.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { submitWrite } from "#web/outbox/app-outbox.ts";
import { ASSESSMENT_META, type OutboxKind, SEAL_META, TRAILER_ID_META } from "#web/outbox/outbox-entry.ts";
import {
  canSendAgain,
  DROP_SPOT_NOT_RECORDED,
  isDropSpotMissing,
  type WaitReason,
  type WriteOutcome,
  writeRefusalText,
  writeRefusalWords,
} from "#web/outbox/write-outcome.ts";
import { alerts } from "#web/stores/alerts.ts";
import { sealToSend } from "#web/stores/flow-seal.ts";
import { forgetPickupSeal } from "#web/stores/pickup-seals.ts";
import { endFlow, type Flow, flow, trailerRef } from "#web/stores/trailer-flow.ts";

const SUCCESS: Partial<Record<OutboxKind, MessageDescriptor>> = {
  attach: msg`Attached to trailer`,
  update: msg`Updated trailer association`,
  detach: msg`Detached from trailer`,
  release: msg`Trailer association updated: it is no longer attached to you`,
};

/** A write kept on the phone, told by what it waits for. */
const KEPT: Record<WaitReason, MessageDescriptor> = {
  sending: msg`Saved on this phone and being sent; Manage trailer shows when it is sent.`,
  carrier: msg`Saved on this phone. The carrier's system has not confirmed it yet; Hitch will send it again by itself, and Manage trailer shows when it is sent.`,
  signIn: msg`Saved on this phone. It will be sent once you sign in again.`,
  signal: msg`Saved on this phone. It will be sent as soon as there is signal; Manage trailer shows when it is.`,
};

/**
 * `afterKept`: what goes to the outbox right after the association, once it is kept and before the
 * flow ends (the Photos step's photos, given by the app: decision 053). Not run when refused.
 */
export type AfterKept = () => Promise<unknown>;

/** Why the write was not accepted, in the driver's words; `final` when trying again cannot help. */
export type Refusal = { text: string; final: boolean };

/**
 * The meta a write of the flow's trailer is kept with, for the driver's copy: the assessment sent in
 * this flow (decision 054), or at a quick drop of a loaded trailer its seal (decision 141).
 */
function flowMeta(current: Flow): Record<string, string> {
  const meta: Record<string, string> = {
    trailer: current.trailer.trailerNumber,
    [TRAILER_ID_META]: current.trailer.trailerId,
  };
  const seal = current.association === "detach" ? sealToSend(current) : undefined;
  if (current.assessment?.submitted) meta[ASSESSMENT_META] = current.assessment.entryId;
  else if (seal) meta[SEAL_META] = sealComment(seal);
  return meta;
}

/** What the driver is told of a write kept (or recorded) and gone on from. */
function tellKept(kind: OutboxKind, outcome: Exclude<WriteOutcome, { kind: "refused" }>) {
  if (outcome.kind === "queued") {
    alerts.add({ id: keptAlertId(outcome.entry.id), theme: "info", message: KEPT[outcome.waitsFor] });
    return;
  }
  alerts.add({ theme: "success", message: SUCCESS[kind] ?? msg`Done` });
  // docs/product.md §4: recorded, but the trailer's records were not (442–445, 511): the broker corrects them.
  if (outcome.kind === "partlyDone") {
    alerts.add({ theme: "error", message: writeRefusalWords(outcome.entry.lastError) });
  }
  if (isDropSpotMissing(outcome.entry)) alerts.add({ theme: "error", message: DROP_SPOT_NOT_RECORDED });
}

/** What could not be queued after the association is told, and kept: the association is kept whatever happens here. */
function queueAfter(afterKept: AfterKept) {
  return afterKept().catch((error: unknown) => {
    console.error("What follows the association could not be queued", error);
    alerts.add({
      theme: "error",
      message: msg`Your photos could not be queued to send: this phone has no room left. Free some space and open Hitch again; they will be sent then.`,
    });
  });
}

export function useRecordAssociation(
  kind: "attach" | "update" | "detach" | "release",
  { afterKept }: { afterKept?: AfterKept } = {},
) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { busy, send } = useSending();
  const [refusal, setRefusal] = useState<Refusal>();

  const record = (extra: Record<string, unknown> = {}) => {
    const current = flow.peek();
    if (!current) return;
    return send(
      "send",
      async () => {
        setRefusal(undefined);
        const location = await positionOrNull();
        const payload = { trailer: trailerRef(current.trailer), location, ...extra };
        const outcome = await submitWrite(kind, payload, flowMeta(current));
        if (outcome.kind === "refused") {
          const { entry } = outcome;
          return setRefusal({ text: writeRefusalText(i18n, entry.lastError), final: !canSendAgain(entry) });
        }
        if (afterKept) await queueAfter(afterKept);
        // Dropped: the seal recorded at its pickup has been compared (or the drop did not ask it).
        if (kind === "detach") forgetPickupSeal(current.trailer.trailerId);
        endFlow();
        tellKept(kind, outcome);
        await navigate(paths.manageTrailer.getHref(), { replace: true });
        return MOVED_ON;
      },
      ({ text }) => setRefusal({ text, final: false }),
    );
  };

  return { record, busy: busy !== null, refusal };
}
