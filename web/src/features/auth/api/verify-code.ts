// POST /api/session: the texted code; on success the Worker sets the session cookie.
import type { SignInVerify } from "#shared/api/session.ts";
import { api, read } from "#web/lib/api-client.ts";

export function verifyCode(input: SignInVerify) {
  return read(api.session.$post({ json: input }));
}
