// How the outbox sends this feature's writes (outbox/validated-sender.ts).
import { UnassociatedQrReportSchema } from "#shared/api/trailers.ts";
import type { Outbox } from "#web/outbox/outbox.ts";
import { validatedSender } from "#web/outbox/validated-sender.ts";
import { reportUnassociatedQr } from "./api/report-unassociated-qr.ts";

export function registerIdentifySenders(outbox: Outbox): void {
  outbox.registerSender("unassociatedQr", validatedSender(UnassociatedQrReportSchema, reportUnassociatedQr));
}
