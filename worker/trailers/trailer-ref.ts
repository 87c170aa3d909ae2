// A trailer as the workflow names it (TrailerRef: its id, or the QR id scanned
// from its sticker) resolved to what the logistics API names it by.
import type { Context } from "hono";
import type { TrailerRef } from "#shared/api/trailers.ts";
import { COMPANIES, type Company } from "#shared/logistics/enums.ts";
import { trailerNumberIn } from "#shared/trailer-id.ts";
import type { SessionEnv } from "../app-env.ts";

/** "5301234-knight" → number and company; undefined for anything else. */
export function splitTrailerId(id: string): { trailerNumber: string; company: Company } | undefined {
  for (const company of COMPANIES) {
    const trailerNumber = trailerNumberIn(id, company);
    if (trailerNumber !== undefined && /^[A-Za-z0-9]{1,15}$/.test(trailerNumber)) {
      return { trailerNumber, company };
    }
  }
  return undefined;
}

/** The trailer's id: as named, or the one behind the scanned sticker (undefined when none is). */
export async function trailerIdOf(c: Context<SessionEnv>, trailer: TrailerRef): Promise<string | undefined> {
  if ("trailerId" in trailer) return trailer.trailerId;
  const found = await c.var.logistics.call("getByQrId", {
    params: { qrId: trailer.scannedId },
    query: { dryVansOnly: "true" },
    identityToken: c.var.session.record.identityToken,
  });
  return found.isFound ? found.trailerId : undefined;
}
