// POST /api/session/code: check the order and phone, then text a code (or ask which company).
import { msg } from "@lingui/core/macro";
import type { SignInStart } from "#shared/api/session.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const texting = callOptions({ waitingFor: msg`Texting your code…` });

export function requestCode(input: SignInStart) {
  return read(api.session.code.$post({ json: input }, texting));
}
