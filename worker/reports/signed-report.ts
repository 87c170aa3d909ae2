// A shared condition report as the edge stores and checks it (decision 128). In R2, under
// `reports/<id>/`: `content`, the report's JSON exactly as signed and its MAC beside it, and each
// photo (`photo-<n>`), copied from the edge's own copy at share time, its SHA-256 in the content.
// The MAC is HMAC-SHA256 under the link key (worker/signing/hmac.ts) over "report:<id>:" and the
// content's bytes, so the content is canonical by construction: the text signed is the text kept.
// The link is /reports/<id>?e=<expiry>&sig=<HMAC over "report-link:<id>:<expiry>">.
// Read in this order: the link's signature (a changed id or expiry is `invalid`), its expiry
// (`expired`), the stored content's MAC and every photo's hash (`altered`).
import {
  type ReportAnswer,
  type ReportContent,
  ReportContentSchema,
  type ReportVerdict,
  reportPath,
} from "#shared/api/reports.ts";
import { hmacText, verifyHmac } from "#worker/signing/hmac.ts";

const REPORT_ID_PATTERN = /^[0-9a-f-]{36}$/;
const contentKey = (id: string) => `reports/${id}/content`;
const photoKey = (id: string, n: number) => `reports/${id}/photo-${n}`;
const linkText = (id: string, expiresAt: number) => `report-link:${id}:${expiresAt}`;
const contentText = (id: string, content: string) => `report:${id}:${content}`;

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores a report built from `content` and its photos' bytes, in order; answers its link's path. */
export async function storeReport(
  bucket: R2Bucket,
  secret: string,
  content: ReportContent,
  photos: readonly Uint8Array<ArrayBuffer>[],
): Promise<string> {
  const id = crypto.randomUUID();
  for (const [n, bytes] of photos.entries()) {
    await bucket.put(photoKey(id, n), bytes, { httpMetadata: { contentType: "image/jpeg" } });
  }
  return signStoredReport(bucket, secret, content, id);
}

/** Signs and stores report `id`'s content (its photos stored already); answers its link's path. */
export async function signStoredReport(
  bucket: R2Bucket,
  secret: string,
  content: ReportContent,
  id: string,
): Promise<string> {
  const expiresAt = Math.floor(Date.parse(content.expiresAt) / 1000);
  const text = JSON.stringify(ReportContentSchema.parse(content));
  const mac = await hmacText(secret, contentText(id, text));
  await bucket.put(contentKey(id), JSON.stringify({ content: text, mac }), {
    httpMetadata: { contentType: "application/json" },
  });
  return reportPath(id, expiresAt, await hmacText(secret, linkText(id, expiresAt)));
}

type Link = { id: string; expiresAt: string; signature: string };
type Checked =
  | { answer: { verdict: Exclude<ReportVerdict, "authentic"> } }
  | { answer: Extract<ReportAnswer, { verdict: "authentic" }>; photos: { key: string; sha256: string }[] };

/**
 * The report a link opens, checked: its verdict, and the report itself only when it is authentic.
 * `withPhotos` false leaves the photos' hashes to the caller (one photo served checks its own).
 */
export async function checkReport(
  bucket: R2Bucket,
  secrets: readonly string[],
  link: Link,
  nowMs: number,
  withPhotos = true,
): Promise<Checked> {
  const invalid = { answer: { verdict: "invalid" as const } };
  const expiresAt = Number(link.expiresAt);
  if (!REPORT_ID_PATTERN.test(link.id) || !Number.isSafeInteger(expiresAt)) return invalid;
  if (!(await verifyHmac(secrets, linkText(link.id, expiresAt), link.signature))) return invalid;
  if (expiresAt * 1000 <= nowMs) return { answer: { verdict: "expired" } };
  const stored = await bucket.get(contentKey(link.id));
  // Signed by the edge but not stored (any more): no report to vouch for.
  if (!stored) return invalid;
  const altered = { answer: { verdict: "altered" as const } };
  let kept: { content?: unknown; mac?: unknown };
  try {
    kept = JSON.parse(await stored.text());
  } catch {
    return altered;
  }
  if (typeof kept.content !== "string" || typeof kept.mac !== "string") return altered;
  if (!(await verifyHmac(secrets, contentText(link.id, kept.content), kept.mac))) return altered;
  const report = ReportContentSchema.safeParse(JSON.parse(kept.content));
  // Signed but not for this link's time, or not a report this version reads.
  if (!report.success || Date.parse(report.data.expiresAt) !== expiresAt * 1000) return altered;
  const photos = report.data.records
    .flatMap((record) => record.photos)
    .map(({ sha256 }, n) => ({ key: photoKey(link.id, n), sha256 }));
  if (withPhotos) {
    for (const photo of photos) if ((await signedPhoto(bucket, photo)) === null) return altered;
  }
  return { answer: { verdict: "authentic", report: report.data }, photos };
}

/** A stored photo's bytes when they are the ones signed; else null. */
async function signedPhoto(bucket: R2Bucket, photo: { key: string; sha256: string }) {
  const stored = await bucket.get(photo.key);
  if (!stored) return null;
  const bytes = await stored.arrayBuffer();
  return (await sha256Hex(bytes)) === photo.sha256 ? bytes : null;
}

/** Photo `n` of an authentic report, as signed; null when the report is not authentic or has no such photo. */
export async function reportPhoto(
  bucket: R2Bucket,
  secrets: readonly string[],
  link: Link,
  n: number,
  nowMs: number,
): Promise<ArrayBuffer | null> {
  const checked = await checkReport(bucket, secrets, link, nowMs, false);
  if (!("photos" in checked)) return null;
  const photo = checked.photos[n];
  return photo === undefined ? null : signedPhoto(bucket, photo);
}
