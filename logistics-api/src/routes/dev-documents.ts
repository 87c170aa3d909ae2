// /__dev/documents: what arrived of the assessments and their photos, so a tester
// can check that every photo was stored exactly once (mounted by dev.ts, so only
// when DEV_OUTBOX is "true").
//   GET /__dev/documents                          the latest assessments, each with its photo count
//   GET /__dev/documents?assessment=42            one assessment: its defects and stored photos
//   GET /__dev/documents?assessment=42&format=json  the same as JSON
//   GET /__dev/documents/photo?key=assessments/…  a stored photo, for the page's thumbnails
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { z } from "zod/mini";
import { LogisticsError } from "../errors.ts";
import type { ApiEnv } from "../hono-env.ts";
import { validate } from "../validate.ts";
import { PAGE_STYLE } from "./dev-page-style.ts";

const RECENT_ASSESSMENTS = 50;

const DOCUMENTS_STYLE = `${PAGE_STYLE}
  img.thumb { width: 8rem; height: auto; display: block; }
  td code { font-size: .85rem; word-break: break-all; }
`;

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

type AssessmentRow = {
  id: number;
  association: string;
  trailer_id: string;
  load_id: string;
  driver_mobile: string;
  certified: number;
  red_tag: number;
  event_time: string;
  received_at: string;
};
type ItemRow = { type: string; sub_type: string | null; description_en: string; comment: string | null };
type DocumentRow = {
  id: string;
  side_name: string;
  photo_type: string;
  client_upload_id: string | null;
  r2_key: string;
  content_type: string;
  size_bytes: number;
  taken_at: string | null;
  lat: number | null;
  lon: number | null;
  accuracy: number | null;
  received_at: string;
};

const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title}</title>
      <style>${raw(DOCUMENTS_STYLE)}</style>
    </head>
    <body>
      ${body}
    </body>
  </html>`;

const place = (d: DocumentRow) =>
  d.lat === null || d.lon === null
    ? "—"
    : `${d.lat}, ${d.lon}${d.accuracy === null ? "" : ` (±${Math.round(d.accuracy)} m)`}`;

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
    const db = c.env.DB;
    const { assessment: id, format } = c.req.valid("query");
    if (id === undefined) {
      const { results } = await db
        .prepare(
          `SELECT a.*, (SELECT COUNT(*) FROM documents d WHERE d.assessment_id = a.id) AS photos
           FROM assessments a ORDER BY a.id DESC LIMIT ?`,
        )
        .bind(RECENT_ASSESSMENTS)
        .all<AssessmentRow & { photos: number }>();
      return c.html(
        page(
          "Hitch dev: assessments and photos",
          html`<h1>Assessments and their photos (dev only)</h1>
            <p>The latest ${RECENT_ASSESSMENTS}, newest first. Open one to see each photo that was stored.
              JSON: <code>/__dev/documents?assessment=42&amp;format=json</code></p>
            ${
              results.length === 0
                ? html`<p>No assessment yet: complete one in the app.</p>`
                : html`<table>
                    <thead><tr><th>Id</th><th>Received</th><th>Trailer</th><th>Load</th><th>Driver</th>
                      <th>Association</th><th>Red tag</th><th>Photos</th></tr></thead>
                    <tbody>
                      ${results.map(
                        (a) => html`<tr>
                          <td><a href="?assessment=${a.id}">${a.id}</a></td><td>${a.received_at}</td>
                          <td>${a.trailer_id}</td><td>${a.load_id}</td><td>${a.driver_mobile}</td>
                          <td>${a.association}</td><td>${a.red_tag ? "yes" : "no"}</td><td>${a.photos}</td>
                        </tr>`,
                      )}
                    </tbody>
                  </table>`
            }`,
        ),
      );
    }

    const assessment = await db
      .prepare("SELECT * FROM assessments WHERE id = ?")
      .bind(id)
      .first<AssessmentRow>();
    if (!assessment) throw new LogisticsError(404, { message: `No assessment ${id}` });
    const [items, documents] = await Promise.all([
      db
        .prepare(
          "SELECT type, sub_type, description_en, comment FROM assessment_items WHERE assessment_id = ? ORDER BY id",
        )
        .bind(id)
        .all<ItemRow>(),
      db
        .prepare("SELECT * FROM documents WHERE assessment_id = ? ORDER BY received_at, id")
        .bind(id)
        .all<DocumentRow>(),
    ]);
    if (format === "json") {
      return c.json({
        assessment: {
          id: assessment.id,
          association: assessment.association,
          trailerId: assessment.trailer_id,
          loadId: assessment.load_id,
          driverMobile: assessment.driver_mobile,
          certified: assessment.certified === 1,
          redTag: assessment.red_tag === 1,
          eventTime: assessment.event_time,
          receivedAt: assessment.received_at,
        },
        items: items.results.map((i) => ({
          type: i.type,
          subType: i.sub_type,
          descriptionEn: i.description_en,
          comment: i.comment,
        })),
        documents: documents.results.map((d) => ({
          id: d.id,
          sideName: d.side_name,
          photoType: d.photo_type,
          contentType: d.content_type,
          sizeBytes: d.size_bytes,
          key: d.r2_key,
          clientUploadId: d.client_upload_id,
          takenAt: d.taken_at,
          location:
            d.lat === null || d.lon === null ? null : { lat: d.lat, lon: d.lon, accuracy: d.accuracy },
          receivedAt: d.received_at,
        })),
      });
    }
    return c.html(
      page(
        `Hitch dev: assessment ${id}`,
        html`<h1>Assessment ${id} (dev only)</h1>
          <p><a href="?">All assessments</a></p>
          <p>${assessment.association} of trailer <strong>${assessment.trailer_id}</strong> on load
            ${assessment.load_id} by ${assessment.driver_mobile}, ${assessment.event_time}.
            Red tag: ${assessment.red_tag ? "yes" : "no"}. Certified: ${assessment.certified ? "yes" : "no"}.</p>
          <h2>Defects (${items.results.length})</h2>
          ${
            items.results.length === 0
              ? html`<p>None: every category good.</p>`
              : html`<ul>
                  ${items.results.map(
                    (i) => html`<li>${i.description_en}${i.comment ? html`: “${i.comment}”` : ""}</li>`,
                  )}
                </ul>`
          }
          <h2>Photos stored (${documents.results.length})</h2>
          ${
            documents.results.length === 0
              ? html`<p>No photo has arrived for this assessment.</p>`
              : html`<table>
                  <thead><tr><th>Photo</th><th>Side</th><th>Type</th><th>Size (bytes)</th><th>Content type</th>
                    <th>Key</th><th>Taken</th><th>Place</th><th>Received</th></tr></thead>
                  <tbody>
                    ${documents.results.map(
                      (d) => html`<tr>
                        <td><img class="thumb" alt="${d.side_name}" src="documents/photo?key=${encodeURIComponent(d.r2_key)}" /></td>
                        <td>${d.side_name}</td><td>${d.photo_type}</td><td>${d.size_bytes}</td>
                        <td>${d.content_type}</td><td><code>${d.r2_key}</code></td><td>${d.taken_at ?? "—"}</td>
                        <td>${place(d)}</td><td>${d.received_at}</td>
                      </tr>`,
                    )}
                  </tbody>
                </table>`
          }`,
      ),
    );
  });
