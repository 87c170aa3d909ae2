// Report unassociated QR (docs/product.md §2, §4): the sticker scanned points at no trailer;
// the driver says which trailer it is on, the report goes through the outbox, the
// remembered sticker is cleared, and the driver goes on with that number.
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { TypedTrailerNumberSchema } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { useFieldErrorText } from "#web/lib/field-errors.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { submitWrite } from "#web/outbox/app-outbox.ts";
import { OutboxStorageError } from "#web/outbox/outbox-entry.ts";
import { REPORT_KEPT } from "#web/outbox/write-outcome.ts";
import { alerts } from "#web/stores/alerts.ts";
import { unassociatedQr } from "#web/stores/unassociated-qr.ts";

export function useReportUnassociatedQr() {
  const navigate = useNavigate();
  const fieldErrorText = useFieldErrorText();
  const errorText = useApiErrorText();
  const { formRef, errors, show, clear } = useFormErrors<"trailerNumber">();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  // The sticker as the screen opened with it: clearing the store once reported must not make this
  // screen redirect itself before the navigation to manual entry lands.
  const [scannedId] = useState(() => unassociatedQr.peek());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!scannedId) return;
    const parsed = TypedTrailerNumberSchema.safeParse(typed);
    if (!parsed.success) {
      return show({
        trailerNumber: fieldErrorText("trailerNumber", parsed.error.issues[0]?.message ?? "validation"),
      });
    }
    clear();
    setBusy(true);
    try {
      const location = await positionOrNull();
      const outcome = await submitWrite(
        "unassociatedQr",
        { scannedId, trailerNumber: parsed.data, location },
        { trailer: parsed.data },
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
      await navigate(
        paths.manualEntry.getHref({ attach: true, trailerNumber: parsed.data, unassociatedQr: true }),
        {
          replace: true,
        },
      );
      unassociatedQr.value = null;
    } catch (error) {
      if (error instanceof OutboxStorageError) show({ trailerNumber: errorText({ kind: "storageFull" }) });
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  return { formRef, scannedId, typed, setTyped, errors, busy, submit };
}
