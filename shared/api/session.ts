// Inputs and answers of the edge Worker's /api/session routes (browser <-> Worker).
import { z } from "zod/mini";
import { CompanySchema } from "#shared/logistics/enums.ts";
import { MobileNumberSchema, OrderNumberSchema, VerificationCodeSchema } from "#shared/validation.ts";
import { LaunchStateSchema } from "./launch-state.ts";

/** Who is signed in: the user details the client keeps (docs/product.md §3), never a token. */
export const UserDetailsSchema = z.object({
  orderNumber: z.string(),
  mobileNumber: z.string(),
  company: CompanySchema,
  loadId: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** Step 1 of sign-in: order number + phone; `company` once the driver picked one. */
export const SignInStartSchema = z.object({
  orderNumber: OrderNumberSchema,
  mobileNumber: MobileNumberSchema,
  company: z.optional(CompanySchema),
});
export type SignInStart = z.infer<typeof SignInStartSchema>;

export const SignInStartResultSchema = z.discriminatedUnion("status", [
  /** The order exists for both companies: ask which one it was booked with. */
  z.object({ status: z.literal("chooseCompany"), companies: z.array(CompanySchema) }),
  /** A code was texted; another may be requested after `retryAfterSeconds`. */
  z.object({ status: z.literal("codeSent"), company: CompanySchema, retryAfterSeconds: z.int() }),
]);

/** Step 2: the texted code, with the details of step 1. */
export const SignInVerifySchema = z.extend(SignInStartSchema, {
  company: CompanySchema,
  code: VerificationCodeSchema,
});
export type SignInVerify = z.infer<typeof SignInVerifySchema>;

/** Edit order number from the Manage trailer menu, keeping the verified phone. */
export const ChangeOrderSchema = z.object({
  orderNumber: OrderNumberSchema,
  company: z.optional(CompanySchema),
});
export type ChangeOrder = z.infer<typeof ChangeOrderSchema>;

/** Answer of GET /api/session: who is signed in. */
export const SessionAnswerSchema = z.object({ user: UserDetailsSchema });

/**
 * Answer of POST /api/session and a completed PUT /api/session/order: the user, and the order's
 * state, which the edge read to check that the driver is on file for the load (decision 083): the
 * app starts with it instead of asking for it again.
 */
export const SignedInAnswerSchema = z.extend(SessionAnswerSchema, { launchState: LaunchStateSchema });
export type SignedInAnswer = z.infer<typeof SignedInAnswerSchema>;
