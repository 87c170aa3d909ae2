// PUT /api/session/order: switch the signed-in driver to another order number.
import { msg } from "@lingui/core/macro";
import type { ChangeOrder } from "#shared/api/session.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const changing = callOptions({ waitingFor: msg`Changing the order…` });

export function changeOrder(input: ChangeOrder) {
  return read(api.session.order.$put({ json: input }, changing));
}
