// How the outbox sends this feature's writes (outbox/senders.ts).
import { UnassociatedQrReportSchema } from "#shared/api/trailers.ts";
import { reportUnassociatedQr } from "#web/features/identify/api/report-unassociated-qr.ts";
import { type SenderRegistry, validatedSender } from "#web/outbox/senders.ts";

export function registerIdentifySenders(outbox: SenderRegistry): void {
  outbox.registerSender("unassociatedQr", validatedSender(UnassociatedQrReportSchema, reportUnassociatedQr));
}
