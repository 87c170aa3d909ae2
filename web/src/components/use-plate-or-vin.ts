// The plate, or the VIN's last 6, read off the trailer (docs/product.md §5): what the
// trailer has on record decides which the driver is asked for, 'Not found!' when
// they do not match. A match is noted by the Worker for this session and on the
// flow. Used where proximity could not pass (TrailerVerification) and before a
// red tag of a trailer that is not on the driver's order (decision 067).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import {
  type TrailerVerification,
  TrailerVerificationSchema,
  type VerifyWith,
  VIN_LAST_DIGITS,
} from "#shared/api/trailers.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";
import { useIssueMessages } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { useSending } from "#web/lib/use-sending.ts";
import { flow, updateFlow } from "#web/stores/trailer-flow.ts";

type Field = "plate" | "vinLast6";

const checking = callOptions({ waitingFor: msg`Checking the plate or VIN…` });

/** POST /api/trailers/verify. */
function verifyTrailer(input: TrailerVerification) {
  return read(api.trailers.verify.$post({ json: input }, checking));
}

/**
 * What to ask for: as the check said when proximity did not pass; when it passed ("none"), the
 * check did not say what is on record, so either.
 */
function askFor(verifyWith: VerifyWith | undefined): Exclude<VerifyWith, "none"> {
  return verifyWith === undefined || verifyWith === "none" ? "either" : verifyWith;
}

/**
 * `onVerified` runs once the plate or VIN matched (the flow says `verified` by then); it answers
 * MOVED_ON (lib/use-sending.ts) when it has moved the driver on.
 */
export function usePlateOrVin(onVerified: () => Promise<unknown>) {
  const { t } = useLingui();
  const issueMessages = useIssueMessages();
  const { formRef, errors, show, clear } = useFormErrors<Field>();
  const [plate, setPlate] = useState("");
  const [vinLast6, setVinLast6] = useState("");
  const { busy, send, sending } = useSending();
  const current = flow.value;
  const verifyWith = askFor(current?.check?.verifyWith);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current?.check || sending()) return;
    const typed = { plate: plate.trim() || undefined, vinLast6: vinLast6.trim() || undefined };
    if (!typed.plate && !typed.vinLast6) {
      const required = t`Required`;
      return show(verifyWith === "vin" ? { vinLast6: required } : { plate: required });
    }
    const parsed = TrailerVerificationSchema.safeParse({ trailerId: current.check.trailerId, ...typed });
    if (!parsed.success) return show(issueMessages<Field>(parsed.error.issues));
    clear();
    void send(
      "send",
      async () => {
        await verifyTrailer(parsed.data);
        updateFlow({ verified: true });
        return await onVerified();
      },
      ({ text }) => show(typed.plate ? { plate: text } : { vinLast6: text }),
    );
  };

  return {
    formRef,
    flow: current,
    verifyWith,
    plate,
    vinLast6,
    setPlate,
    setVinLast6: (value: string) => setVinLast6(value.replace(/[^A-Za-z0-9]/g, "").slice(0, VIN_LAST_DIGITS)),
    errors,
    busy: busy !== null,
    submit,
  };
}
