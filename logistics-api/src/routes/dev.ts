// /__dev/*: tools for a developer's machine, on only when DEV_OUTBOX is "true"
// (404 otherwise, like any unknown path). No app token: the edge Worker proxies
// these paths in dev so the running app reaches them at the same address.
//   GET /__dev/outbox?phone=5550100001  JSON, newest first (includes the code text)
//   GET /__dev/outbox                   a readable page of recent messages
//   GET /__dev/qr-codes                 printable QR codes of the seeded trailers
//   GET /__dev/documents                the photos that arrived, per assessment (dev-documents.ts)
//   GET /__dev/trailers/<id>/records    one trailer's associations, assessments, photos and red tags,
//                                       as JSON (dev-trailer-records.ts)
//   POST /__dev/fixtures                a fresh driver and trailers for one test (dev-fixtures.ts)
//   GET /__dev/dialect, POST {dialect}  how the API answers: as the reference API, or as a carrier
//                                       keeping to docs/product.md §3 and §7 alone (middleware/dialect.ts)
import { Hono } from "hono";
import { html, raw } from "hono/html";
import qrcode from "qrcode-generator";
import { z } from "zod/mini";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { currentDialect, setDialect } from "#logistics-api/src/middleware/dialect.ts";
import { validate } from "#logistics-api/src/validate.ts";
import { LOGISTICS_DIALECTS } from "#shared/logistics/spec-dialect.ts";
import { MobileNumberSchema } from "#shared/validation.ts";
import { devDocuments } from "./dev-documents.ts";
import { devFixtures } from "./dev-fixtures.ts";
import { PAGE_STYLE } from "./dev-page-style.ts";
import { devTrailerRecords } from "./dev-trailer-records.ts";

const OUTBOX_PAGE_SIZE = 50;

type OutboxRow = { id: number; to_number: string; body: string; created_at: number };
type QrRow = {
  qr_id: string;
  demonstrates: string;
  trailer_number: string | null;
  company: string | null;
  type: string | null;
};

export const dev = new Hono<ApiEnv>()
  .use(async (c, next) => {
    if (!c.var.config.DEV_OUTBOX) throw new LogisticsError(404, { message: "Not found" });
    await next();
  })
  .get("/dialect", (c) => c.json({ dialect: currentDialect() }))
  .post("/dialect", validate("json", z.object({ dialect: z.enum(LOGISTICS_DIALECTS) })), (c) => {
    setDialect(c.req.valid("json").dialect);
    return c.json({ dialect: currentDialect() });
  })
  .get("/outbox", validate("query", z.object({ phone: z.optional(MobileNumberSchema) })), async (c) => {
    const { phone } = c.req.valid("query");
    const db = c.env.DB;
    if (phone) {
      const { results } = await db
        .prepare("SELECT * FROM sms_outbox WHERE to_number = ? ORDER BY id DESC LIMIT ?")
        .bind(phone, OUTBOX_PAGE_SIZE)
        .all<OutboxRow>();
      return c.json(
        results.map((r) => ({
          id: r.id,
          to: r.to_number,
          body: r.body,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      );
    }
    const { results } = await db
      .prepare("SELECT * FROM sms_outbox ORDER BY id DESC LIMIT ?")
      .bind(OUTBOX_PAGE_SIZE)
      .all<OutboxRow>();
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta http-equiv="refresh" content="5" />
          <title>Hitch dev SMS outbox</title>
          <style>${raw(PAGE_STYLE)}</style>
        </head>
        <body>
          <h1>SMS outbox (dev only)</h1>
          <p>Texts the reference API would have sent, newest first. Refreshes every 5 seconds.
            JSON for one phone: <code>/__dev/outbox?phone=5550100001</code></p>
          ${
            results.length === 0
              ? html`<p>No messages yet: request a code from the sign-in screen.</p>`
              : html`<table>
                  <thead><tr><th>Sent</th><th>To</th><th>Message</th></tr></thead>
                  <tbody>
                    ${results.map(
                      (r) =>
                        html`<tr><td>${new Date(r.created_at).toISOString()}</td><td>${r.to_number}</td><td>${r.body}</td></tr>`,
                    )}
                  </tbody>
                </table>`
          }
        </body>
      </html>`);
  })
  .route("/documents", devDocuments)
  .route("/fixtures", devFixtures)
  .route("/trailers", devTrailerRecords)
  .get("/qr-codes", async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT q.qr_id, q.demonstrates, t.trailer_number, t.company, t.type
       FROM dev_qr_catalog q LEFT JOIN trailers t ON t.id = q.trailer_id ORDER BY q.sort_order, q.qr_id`,
    ).all<QrRow>();
    const origin = c.var.config.APP_ORIGIN.replace(/\/$/, "");
    const cards = results.map((row) => {
      const url = `${origin}/trailers/${encodeURIComponent(row.qr_id)}`;
      // qrcode-generator: plain JS, no Node types in this Worker's program (unlike the qrcode package).
      const qr = qrcode(0, "M");
      qr.addData(url);
      qr.make();
      const svg = qr.createSvgTag({ cellSize: 4, margin: 8, scalable: true });
      return html`<div class="card">
          ${raw(svg)}
          <h2>${row.trailer_number ? `${row.trailer_number} · ${row.company}` : "No trailer"}</h2>
          <p><strong>${row.qr_id}</strong>${row.type ? ` · ${row.type}` : ""}</p>
          <p>${row.demonstrates}</p>
        </div>`;
    });
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Hitch demo trailer QR codes</title>
          <style>${raw(PAGE_STYLE)}</style>
        </head>
        <body>
          <h1>Demo trailer QR codes</h1>
          <p class="no-print">Each code opens <code>${origin}/trailers/&lt;qrId&gt;</code>. Scan one from this
            screen with a phone, or print the page.</p>
          <div class="grid">${cards}</div>
        </body>
      </html>`);
  });
