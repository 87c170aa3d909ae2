// PUT /api/session/order: switch the signed-in driver to another order number.
import type { z } from "zod/mini";
import type { ChangeOrderSchema } from "#shared/api/session.ts";
import { api, read } from "#web/lib/api-client.ts";

export type ChangeOrder = z.output<typeof ChangeOrderSchema>;

export function changeOrder(input: ChangeOrder) {
  return read(api.session.order.$put({ json: input }));
}
