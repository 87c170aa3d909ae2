// How the outbox sends this feature's writes (lib/outbox/validated-sender.ts).
import { UnassociatedQrReportSchema } from "#shared/api/trailers.ts";
import type { Outbox } from "../../lib/outbox/outbox.ts";
import { validatedSender } from "../../lib/outbox/validated-sender.ts";
import { reportUnassociatedQr } from "./api/report-unassociated-qr.ts";

export function registerIdentifySenders(outbox: Outbox): void {
  outbox.registerSender("unassociatedQr", validatedSender(UnassociatedQrReportSchema, reportUnassociatedQr));
}
