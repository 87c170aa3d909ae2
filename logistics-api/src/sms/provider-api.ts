// The contract of the HTTP SMS provider: POST {SMS_API_URL} with a bearer key
// and a JSON message; a 2xx answer carries the provider's message id.
import { z } from "zod/mini";

export const SmsProviderRequestSchema = z.strictObject({
  from: z.string().check(z.minLength(1)),
  /** E.164: +1 and ten digits. */
  to: z.string().check(z.regex(/^\+1\d{10}$/)),
  body: z.string().check(z.minLength(1), z.maxLength(320)),
});
export type SmsProviderRequest = z.infer<typeof SmsProviderRequestSchema>;

export const SmsProviderResponseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.enum(["queued", "sent"]),
});
