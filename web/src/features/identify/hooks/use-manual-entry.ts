// Manual entry (docs/product.md §2, §5): the trailer number typed (kept as a draft), checked
// with the shared schema, which leaves out the prefix SWFZ ('Invalid Trailer!'), looked up,
// and on to the check; a number two companies have asks which one.
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { TrailerView } from "#shared/api/trailers.ts";
import { CompanySchema } from "#shared/logistics/enums.ts";
import { hasSwfzPrefix, TypedTrailerNumberSchema } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { useFieldErrorText } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { trailerNumberDraft } from "#web/stores/drafts.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { getTrailersByNumber } from "../api/get-trailers-by-number.ts";

export function useManualEntry() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fieldErrorText = useFieldErrorText();
  const errorText = useApiErrorText();
  const { formRef, errors, show, clear } = useFormErrors<"trailerNumber">();
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState<string>();
  const [choices, setChoices] = useState<TrailerView[] | null>(null);
  const preferred = CompanySchema.safeParse(search.get("trailerCompany")).data;
  const prefill = search.get("trailerNumber");
  const draft = trailerNumberDraft.value || prefill || "";
  const stripped = hasSwfzPrefix(draft);

  const type = (typed: string) => {
    trailerNumberDraft.value = typed;
    setChoices(null);
    setNotFound(undefined);
  };

  /** One trailer chosen: into the flow, and on to the check. */
  const proceed = async (found: TrailerView) => {
    trailerNumberDraft.value = "";
    startFlow({ association: "attach", trailer: found });
    await navigate(paths.trailerCheck.getHref());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotFound(undefined);
    const parsed = TypedTrailerNumberSchema.safeParse(draft);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? "validation";
      return show({
        trailerNumber: code === "required" ? t`Required` : fieldErrorText("trailerNumber", code),
      });
    }
    const trailerNumber = parsed.data;
    clear();
    setBusy(true);
    try {
      const { trailers } = await getTrailersByNumber(trailerNumber);
      const mine = preferred ? trailers.filter((x) => x.company === preferred) : trailers;
      const [only] = mine;
      if (mine.length === 1 && only) return await proceed(only);
      if (mine.length > 1) {
        setChoices(mine);
        return;
      }
      setNotFound(trailerNumber);
    } catch (caught) {
      if (caught instanceof ApiRequestError) show({ trailerNumber: errorText(caught) });
    } finally {
      setBusy(false);
    }
  };

  return {
    formRef,
    draft,
    stripped,
    type,
    errors,
    busy,
    submit,
    notFound,
    choices,
    choose: (found: TrailerView) => void proceed(found),
    invalidQr: search.get("invalidQr") === "true",
    unassociatedQr: search.get("unassociatedQr") === "true",
  };
}
