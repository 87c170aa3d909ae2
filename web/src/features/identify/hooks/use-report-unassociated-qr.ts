// Report unassociated QR (docs/product.md §2, §4): the sticker scanned points at no trailer;
// the driver says which trailer it is on, the report goes through the outbox, the
// remembered sticker is cleared, and the driver goes on with that number. The number typed is
// kept as a draft of that sticker's report: a reload loses nothing.
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { TypedTrailerNumberSchema } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { useFieldErrorText } from "#web/lib/field-errors.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { submitWrite } from "#web/outbox/app-outbox.ts";
import { REPORT_KEPT } from "#web/outbox/write-outcome.ts";
import { alerts } from "#web/stores/alerts.ts";
import { stickerReportDraft } from "#web/stores/sticker-report-draft.ts";
import { unassociatedQr } from "#web/stores/unassociated-qr.ts";

export function useReportUnassociatedQr() {
  const navigate = useNavigate();
  const fieldErrorText = useFieldErrorText();
  const errorText = useApiErrorText();
  const { formRef, errors, show, clear } = useFormErrors<"trailerNumber">();
  const { busy, send, sending } = useSending();
  // The sticker as the screen opened with it: clearing the store once reported must not make this
  // screen redirect itself before the navigation to manual entry lands.
  const [scannedId] = useState(() => unassociatedQr.peek());
  const draft = stickerReportDraft.value;
  const typed = draft && draft.scannedId === scannedId ? draft.trailerNumber : "";
  const setTyped = (trailerNumber: string) => {
    if (scannedId) stickerReportDraft.value = { scannedId, trailerNumber };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!scannedId || sending()) return;
    const parsed = TypedTrailerNumberSchema.safeParse(typed);
    if (!parsed.success) {
      return show({
        trailerNumber: fieldErrorText("trailerNumber", parsed.error.issues[0]?.message ?? "validation"),
      });
    }
    clear();
    const trailerNumber = parsed.data;
    void send(
      "send",
      async () => {
        const location = await positionOrNull();
        const outcome = await submitWrite(
          "unassociatedQr",
          { scannedId, trailerNumber, location },
          { trailer: trailerNumber },
        );
        if (outcome.kind === "refused")
          return show({ trailerNumber: errorText(outcome.entry.lastError ?? {}) });
        if (outcome.kind === "queued") {
          alerts.add({
            id: keptAlertId(outcome.entry.id),
            theme: "info",
            message: REPORT_KEPT[outcome.waitsFor],
          });
        }
        await navigate(paths.manualEntry.getHref({ attach: true, trailerNumber, unassociatedQr: true }), {
          replace: true,
        });
        unassociatedQr.value = null;
        stickerReportDraft.value = null;
        return MOVED_ON;
      },
      ({ text }) => show({ trailerNumber: text }),
    );
  };

  return { formRef, scannedId, typed, setTyped, errors, busy: busy !== null, submit };
}
