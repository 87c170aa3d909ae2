// Manual entry (docs/product.md §2, §5): the trailer number typed (kept as a draft), checked
// with the shared schema, which leaves out the prefix SWFZ ('Invalid Trailer!'), looked up,
// and on where the trailer leads (stores/looked-up-trailer.ts): the check, or for a trailer the
// driver holds its Trailer action; a number two companies have asks which one. At
// /trailers/manualEntry/attach the driver takes a trailer; at /trailers/manualEntry, drops one
// ("Need to Detach?"). The number of a trailer the driver holds needs no lookup: the phone
// knows it, with or without signal.
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { HeldTrailer } from "#shared/api/launch-state.ts";
import type { TrailerView } from "#shared/api/trailers.ts";
import { type Association, CompanySchema } from "#shared/logistics/enums.ts";
import { hasSwfzPrefix, TypedTrailerNumberSchema } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { useFieldErrorText } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { trailerNumberDraft } from "#web/stores/drafts.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { followLookup } from "#web/stores/looked-up-trailer.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { getTrailersByNumber } from "../api/get-trailers-by-number.ts";

/** The trailers the driver holds: attached to this order (on record or on this phone), then from a previous order. */
function held(): HeldTrailer[] {
  const { attached, previous } = heldTrailers.value;
  return [attached, previous].flatMap((trailer) => (trailer ? [trailer] : []));
}

export function useManualEntry() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const association: Association = useParams().attach === "attach" ? "attach" : "detach";
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

  /** One trailer chosen: into the flow, and on where it leads. */
  const proceed = async (found: TrailerView | HeldTrailer) => {
    trailerNumberDraft.value = "";
    await navigate(followLookup(found, { association }));
  };

  const holding = held();
  /** Detach a trailer the driver holds: its Detach step, by way of the check (decision 104). */
  const detachHeld = (trailer: HeldTrailer) => {
    const previous = trailer.id === heldTrailers.peek().previous?.id;
    startFlow({ association: "detach", origin: previous ? "previousOrder" : "new", trailer });
    void navigate(paths.trailerCheck.getHref());
  };
  /** "Need to Detach?": the one trailer held, else the number of the trailer to drop typed. */
  const needToDetach = () => {
    const [only] = holding;
    if (holding.length === 1 && only) detachHeld(only);
    else void navigate(paths.manualEntry.getHref());
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
    const mineHeld = holding.filter(
      (trailer) =>
        trailer.trailerNumber.toUpperCase() === trailerNumber &&
        (!preferred || trailer.company === preferred),
    );
    const [heldOne] = mineHeld;
    if (mineHeld.length === 1 && heldOne) return await proceed(heldOne);
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
    association,
    holding,
    detachHeld,
    needToDetach,
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
