// Which SmsSender runs is configuration (SMS_PROVIDER); a setting that cannot
// work is a configuration error (461), raised before anything is stored.

import type { Config } from "#logistics-api/src/config.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { HttpSmsSender, type SmsFetch } from "./http-sender.ts";
import { OutboxSmsSender } from "./outbox-sender.ts";
import type { SmsSender } from "./sms-sender.ts";

function configurationError(message: string): LogisticsError {
  return new LogisticsError(500, { message, reasonCode: ReasonCode.configurationError });
}

/** `fetcher` is injectable for tests; the default wraps the global fetch (which must not be called as a method). */
export function createSmsSender(
  config: Config,
  db: D1Database,
  fetcher: SmsFetch = (url, init) => fetch(url, init),
): SmsSender {
  if (config.SMS_PROVIDER === "outbox") {
    if (!config.DEV_OUTBOX) throw configurationError("SMS_PROVIDER=outbox needs DEV_OUTBOX=true");
    return new OutboxSmsSender(db);
  }
  if (!config.SMS_API_URL || !config.SMS_API_KEY || !config.SMS_FROM)
    throw configurationError("SMS_PROVIDER=http needs SMS_API_URL, SMS_API_KEY and SMS_FROM");
  return new HttpSmsSender(
    { url: config.SMS_API_URL, apiKey: config.SMS_API_KEY, from: config.SMS_FROM },
    fetcher,
  );
}
