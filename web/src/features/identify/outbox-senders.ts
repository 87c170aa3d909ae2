// How the outbox sends this feature's writes (outbox/senders.ts).
import { UnassociatedQrReportSchema } from "#shared/api/trailers.ts";
import { type SenderRegistry, validatedSender } from "#web/outbox/senders.ts";
import { reportUnassociatedQr } from "./api/report-unassociated-qr.ts";

export function registerIdentifySenders(outbox: SenderRegistry): void {
  outbox.registerSender("unassociatedQr", validatedSender(UnassociatedQrReportSchema, reportUnassociatedQr));
}
