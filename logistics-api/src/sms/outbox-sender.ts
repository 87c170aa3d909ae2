import type { SmsMessage, SmsSender } from "./sms-sender.ts";

/** Dev only: messages land in D1 and are read at /__dev/outbox. */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: D1Database) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .prepare("INSERT INTO sms_outbox (to_number, body, created_at) VALUES (?, ?, ?)")
      .bind(message.to, message.body, Date.now())
      .run();
  }
}
