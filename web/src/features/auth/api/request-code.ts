// POST /api/session/code: check the order and phone, then text a code (or ask which company).
import type { SignInStart } from "#shared/api/session.ts";
import { api, read } from "#web/lib/api-client.ts";

export function requestCode(input: SignInStart) {
  return read(api.session.code.$post({ json: input }));
}
