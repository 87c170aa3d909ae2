// A trailer as the workflow names it (TrailerRef: its id, or the QR id scanned
// from its sticker) resolved to its id (shared/trailer-id.ts).
import type { Context } from "hono";
import { type TrailerRef, trailerId } from "#shared/trailer-id.ts";
import type { SessionEnv } from "#worker/app-env.ts";

/** The trailer's id: as named, or the one behind the scanned sticker (undefined when none is). */
export async function trailerIdOf(c: Context<SessionEnv>, trailer: TrailerRef): Promise<string | undefined> {
  if ("trailerId" in trailer) return trailer.trailerId;
  const found = await c.var.logistics.call("getByQrId", {
    params: { qrId: trailer.scannedId },
    query: { dryVansOnly: "true" },
    identityToken: c.var.session.record.identityToken,
  });
  return found.isFound ? trailerId(found.trailerNumber, found.trailerCompany) : undefined;
}
