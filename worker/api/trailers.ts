// GET /api/trailers/qr/:qrId: the trailer behind a scanned sticker, dry vans only (spec §5).
import { Hono } from "hono";
import { GetByQrIdParamsSchema } from "../../shared/logistics/trailers.ts";
import type { AppEnv } from "../app-env.ts";
import { validate } from "../http/validate.ts";
import { requireSession } from "../session/require-session.ts";

export const trailerRoutes = new Hono<AppEnv>().get(
  "/qr/:qrId",
  requireSession,
  validate("param", GetByQrIdParamsSchema),
  async (c) => {
    const { qrId } = c.req.valid("param");
    const answer = await c.var.logistics.call("getByQrId", {
      params: { qrId },
      query: { dryVansOnly: "true" },
      identityToken: c.var.session.record.identityToken,
    });
    return c.json(answer, 200);
  },
);
