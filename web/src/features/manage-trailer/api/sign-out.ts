// DELETE /api/session: end the session on the Worker (204).
import { z } from "zod";
import { callApi } from "../../../lib/api-client.ts";

export function signOut() {
  return callApi("DELETE", "/api/session", z.unknown(), undefined, { handleUnauthorized: false });
}
