// Trailer verification (spec §5): when proximity cannot pass, the plate, the
// VIN's last 6, or either, as the trailer has on record; 'Not found!' when they
// do not match. A match is noted by the Worker for this session.
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { TrailerVerificationSchema, VIN_LAST_DIGITS } from "../../../../../shared/api/trailers.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useApiErrorText } from "../../../lib/api-error-text.ts";
import { useIssueMessages } from "../../../lib/field-errors.ts";
import { useFormErrors } from "../../../lib/use-form-errors.ts";
import { flow, updateFlow } from "../../../stores/trailer-flow.ts";
import { verifyTrailer } from "../api/verify-trailer.ts";
import { nextStepAfterCheck } from "./use-trailer-check.ts";

type Field = "plate" | "vinLast6";

export function useVerification() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const issueMessages = useIssueMessages();
  const { formRef, errors, show, clear } = useFormErrors<Field>();
  const [plate, setPlate] = useState("");
  const [vinLast6, setVinLast6] = useState("");
  const [busy, setBusy] = useState(false);
  const current = flow.value;
  const verifyWith = current?.check?.verifyWith ?? "either";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current?.check) return;
    const typed = { plate: plate.trim() || undefined, vinLast6: vinLast6.trim() || undefined };
    if (!typed.plate && !typed.vinLast6) {
      const required = t`Required`;
      return show(verifyWith === "vin" ? { vinLast6: required } : { plate: required });
    }
    const parsed = TrailerVerificationSchema.safeParse({ trailerId: current.check.trailerId, ...typed });
    if (!parsed.success) return show(issueMessages<Field>(parsed.error.issues));
    clear();
    setBusy(true);
    try {
      await verifyTrailer(parsed.data);
      updateFlow({ verified: true });
      await navigate(nextStepAfterCheck(), { replace: true });
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) return;
      const message = errorText(caught);
      show(typed.plate ? { plate: message } : { vinLast6: message });
    } finally {
      setBusy(false);
    }
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
    busy,
    submit,
  };
}
