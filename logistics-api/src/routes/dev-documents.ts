// /__dev/documents: what arrived of the assessments and their photos, so a tester
// can check that every photo was stored exactly once (mounted by dev.ts, so only
// when DEV_OUTBOX is "true").
//   GET /__dev/documents                          the latest assessments, each with its photo count
//   GET /__dev/documents?assessment=42            one assessment: its defects and stored photos
//   GET /__dev/documents?assessment=42&format=json  the same as JSON
//   GET /__dev/documents/photo?key=assessments/…  a stored photo, for the page's thumbnails
import { Hono } from "hono";
import { z } from "zod/mini";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { validate } from "#logistics-api/src/validate.ts";
import { assessmentPage, assessmentsPage } from "./dev-documents-pages.ts";
import { assessmentJson, recentAssessments, storedAssessment } from "./dev-documents-reads.ts";

const QuerySchema = z.object({
  assessment: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,14}$/)),
      z.transform((digits) => Number(digits)),
    ),
  ),
  format: z.optional(z.literal("json")),
});

/** The R2 keys documents.ts writes, and nothing else: assessments/<id>/<side>-<uuid>.<ext>. */
const PhotoKeySchema = z.object({
  key: z.string().check(z.regex(/^assessments\/\d{1,15}\/[A-Za-z]{1,32}-[0-9a-f-]{36}\.(jpg|png|webp)$/)),
});

export const devDocuments = new Hono<ApiEnv>()
  .get("/photo", validate("query", PhotoKeySchema), async (c) => {
    const key = c.req.valid("query").key;
    const object = await c.env.DOCUMENTS.get(key);
    if (!object) throw new LogisticsError(404, { message: "Not found" });
    // A stored photo is shown in an <img> only: opened on its own it downloads, and no browser
    // guesses it is anything but its type (a file that is also a page would run as one otherwise).
    return c.body(object.body, 200, {
      "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "content-disposition": `attachment; filename="${key.slice(key.lastIndexOf("/") + 1)}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
  })
  .get("/", validate("query", QuerySchema), async (c) => {
    const { assessment: id, format } = c.req.valid("query");
    if (id === undefined) return c.html(assessmentsPage(await recentAssessments(c.env.DB)));
    const stored = await storedAssessment(c.env.DB, id);
    if (!stored) throw new LogisticsError(404, { message: `No assessment ${id}` });
    return format === "json" ? c.json(assessmentJson(stored)) : c.html(assessmentPage(stored));
  });
