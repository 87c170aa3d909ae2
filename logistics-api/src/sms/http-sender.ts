import { type SmsProviderRequest, SmsProviderResponseSchema } from "./provider-api.ts";
import { SmsDeliveryError, type SmsMessage, type SmsSender } from "./sms-sender.ts";

export type HttpSmsSettings = { url: string; apiKey: string; from: string };
/** The one fetch call the adapter makes; injectable so tests can aim it at a fake provider. */
export type SmsFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Sends through the HTTP SMS provider (provider-api.ts). Errors never carry the message text. */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly settings: HttpSmsSettings,
    private readonly fetcher: SmsFetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const payload: SmsProviderRequest = {
      from: this.settings.from,
      to: `+1${message.to}`,
      body: message.body,
    };
    let response: Response;
    try {
      response = await this.fetcher(this.settings.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${this.settings.apiKey}` },
        body: JSON.stringify(payload),
      });
    } catch {
      throw new SmsDeliveryError("SMS provider unreachable");
    }
    if (!response.ok) throw new SmsDeliveryError(`SMS provider answered ${response.status}`);
    const parsed = SmsProviderResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new SmsDeliveryError("SMS provider answered an unexpected body");
  }
}
