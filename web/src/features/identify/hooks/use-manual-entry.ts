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
import { type Association, type Company, CompanySchema } from "#shared/logistics/enums.ts";
import { hasSwfzPrefix, TypedTrailerNumberSchema } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import { getTrailersByNumber } from "#web/features/identify/api/get-trailers-by-number.ts";
import { useFieldErrorText } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { MOVED_ON, type SendFailure, useSending } from "#web/lib/use-sending.ts";
import { trailerNumberDraft } from "#web/stores/drafts.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { followLookup } from "#web/stores/looked-up-trailer.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";

/** The trailers the driver holds: attached to this order (on record or on this phone), then from a previous order. */
function held(): HeldTrailer[] {
  const { attached, previous } = heldTrailers.value;
  return [attached, previous].flatMap((trailer) => (trailer ? [trailer] : []));
}

/** The trailers of the company the address asks for, when it asks for one. */
function ofCompany<T extends { company: Company }>(trailers: T[], preferred: Company | undefined) {
  return preferred ? trailers.filter((trailer) => trailer.company === preferred) : trailers;
}

/** The trailers held, and a way to drop one: its Detach step, by way of the check (decision 104). */
function useHeldTrailers() {
  const navigate = useNavigate();
  const holding = held();
  const detachHeld = (trailer: HeldTrailer) => {
    const previous = trailer.trailerId === heldTrailers.peek().previous?.trailerId;
    startFlow({ association: "detach", origin: previous ? "previousOrder" : "new", trailer });
    void navigate(paths.trailerCheck.getHref());
  };
  /** "Need to Detach?": the one trailer held, else the number of the trailer to drop typed. */
  const needToDetach = () => {
    const [only] = holding;
    if (holding.length === 1 && only) detachHeld(only);
    else void navigate(paths.manualEntry.getHref());
  };
  return { holding, detachHeld, needToDetach };
}

/** A number's trailers: one leads on, two ask which company, none is said not found. */
function useLookUp(association: Association, preferred: Company | undefined) {
  const navigate = useNavigate();
  const { busy, send, sending } = useSending();
  const [notFound, setNotFound] = useState<string>();
  const [choices, setChoices] = useState<TrailerView[] | null>(null);

  /** One trailer chosen: into the flow, and on where it leads. */
  const proceed = async (found: TrailerView | HeldTrailer) => {
    trailerNumberDraft.value = "";
    await navigate(followLookup(found, { association }));
    return MOVED_ON;
  };

  /** `failed`: where the driver reads why the lookup failed. */
  const lookUp = (trailerNumber: string, failed: (failure: SendFailure) => void) =>
    send(
      "send",
      async () => {
        const mine = ofCompany((await getTrailersByNumber(trailerNumber)).trailers, preferred);
        const [only] = mine;
        if (mine.length === 1 && only) return await proceed(only);
        if (mine.length > 1) setChoices(mine);
        else setNotFound(trailerNumber);
      },
      failed,
    );

  /** What a number typed since showed (its companies, or that it was not found) goes. */
  const forget = () => {
    setChoices(null);
    setNotFound(undefined);
  };
  const clearNotFound = () => setNotFound(undefined);

  return { busy: busy !== null, sending, notFound, choices, proceed, lookUp, forget, clearNotFound };
}

export function useManualEntry() {
  const { t } = useLingui();
  const association: Association = useParams().attach === "attach" ? "attach" : "detach";
  const [search] = useSearchParams();
  const fieldErrorText = useFieldErrorText();
  const { formRef, errors, show, clear } = useFormErrors<"trailerNumber">();
  const preferred = CompanySchema.safeParse(search.get("trailerCompany")).data;
  const draft = trailerNumberDraft.value || search.get("trailerNumber") || "";
  const { holding, detachHeld, needToDetach } = useHeldTrailers();
  const byNumber = useLookUp(association, preferred);
  const { busy, sending, notFound, choices, proceed, lookUp, forget } = byNumber;

  const type = (typed: string) => {
    trailerNumberDraft.value = typed;
    forget();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending()) return;
    byNumber.clearNotFound();
    const parsed = TypedTrailerNumberSchema.safeParse(draft);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? "validation";
      return show({
        trailerNumber: code === "required" ? t`Required` : fieldErrorText("trailerNumber", code),
      });
    }
    const trailerNumber = parsed.data;
    clear();
    // The number of a trailer the driver holds needs no lookup.
    const mineHeld = ofCompany(
      holding.filter((trailer) => trailer.trailerNumber.toUpperCase() === trailerNumber),
      preferred,
    );
    const [heldOne] = mineHeld;
    if (mineHeld.length === 1 && heldOne) return void proceed(heldOne);
    void lookUp(trailerNumber, ({ text }) => show({ trailerNumber: text }));
  };

  return {
    association,
    holding,
    detachHeld,
    needToDetach,
    formRef,
    draft,
    stripped: hasSwfzPrefix(draft),
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
