// Verification codes leave the API through one interface; create-sms-sender.ts
// picks the implementation from configuration.

export type SmsMessage = {
  /** Ten-digit US mobile number. */
  to: string;
  body: string;
};

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Delivery failed; the message says why without the text that was sent. */
export class SmsDeliveryError extends Error {}
