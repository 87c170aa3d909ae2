// GET /api/config: the street map's style URL and key (decision 043).
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function getMapConfig() {
  return read(api.config.$get(undefined, inBackground));
}
