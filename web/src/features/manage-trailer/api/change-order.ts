// PUT /api/session/order: switch the signed-in driver to another order number.
import { z } from "zod";
import {
  type ChangeOrderSchema,
  SignInStartResultSchema,
  UserDetailsSchema,
} from "../../../../../shared/api/session.ts";
import { callApi } from "../../../lib/api-client.ts";

export type ChangeOrder = z.input<typeof ChangeOrderSchema>;
export const ChangeOrderResultSchema = z.union([
  z.object({ user: UserDetailsSchema }),
  SignInStartResultSchema.options[0],
]);

export function changeOrder(input: ChangeOrder) {
  return callApi("PUT", "/api/session/order", ChangeOrderResultSchema, input);
}
