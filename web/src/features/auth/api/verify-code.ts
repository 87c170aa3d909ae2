// POST /api/session: the texted code; on success the Worker sets the session cookie.
import { msg } from "@lingui/core/macro";
import type { SignInVerify } from "#shared/api/session.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const checking = callOptions({ waitingFor: msg`Checking your code…` });

export function verifyCode(input: SignInVerify) {
  return read(api.session.$post({ json: input }, checking));
}
