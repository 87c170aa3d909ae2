// The pages of /__dev/documents (./dev-documents.ts): the latest assessments, and one assessment's
// defects and stored photos with their thumbnails.
import { html, raw } from "hono/html";
import {
  type AssessmentRow,
  type DocumentRow,
  RECENT_ASSESSMENTS,
  type StoredAssessment,
} from "./dev-documents-reads.ts";
import { PAGE_STYLE } from "./dev-page-style.ts";

const DOCUMENTS_STYLE = `${PAGE_STYLE}
  img.thumb { width: 8rem; height: auto; display: block; }
  td code { font-size: .85rem; word-break: break-all; }
`;

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

export function assessmentsPage(results: (AssessmentRow & { photos: number })[]) {
  return page(
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
  );
}

const photoRow = (d: DocumentRow) => html`<tr>
  <td><img class="thumb" alt="${d.side_name}" src="documents/photo?key=${encodeURIComponent(d.r2_key)}" /></td>
  <td>${d.side_name}</td><td>${d.photo_type}</td><td>${d.size_bytes}</td>
  <td>${d.content_type}</td><td><code>${d.r2_key}</code></td><td>${d.taken_at ?? "—"}</td>
  <td>${place(d)}</td><td>${d.received_at}</td>
</tr>`;

export function assessmentPage({ assessment, items, documents }: StoredAssessment) {
  const { id } = assessment;
  return page(
    `Hitch dev: assessment ${id}`,
    html`<h1>Assessment ${id} (dev only)</h1>
      <p><a href="?">All assessments</a></p>
      <p>${assessment.association} of trailer <strong>${assessment.trailer_id}</strong> on load
        ${assessment.load_id} by ${assessment.driver_mobile}, ${assessment.event_time}.
        Red tag: ${assessment.red_tag ? "yes" : "no"}. Certified: ${assessment.certified ? "yes" : "no"}.</p>
      <h2>Defects (${items.length})</h2>
      ${
        items.length === 0
          ? html`<p>None: every category good.</p>`
          : html`<ul>
              ${items.map((i) => html`<li>${i.description_en}${i.comment ? html`: “${i.comment}”` : ""}</li>`)}
            </ul>`
      }
      <h2>Photos stored (${documents.length})</h2>
      ${
        documents.length === 0
          ? html`<p>No photo has arrived for this assessment.</p>`
          : html`<table>
              <thead><tr><th>Photo</th><th>Side</th><th>Type</th><th>Size (bytes)</th><th>Content type</th>
                <th>Key</th><th>Taken</th><th>Place</th><th>Received</th></tr></thead>
              <tbody>
                ${documents.map(photoRow)}
              </tbody>
            </table>`
      }`,
  );
}
