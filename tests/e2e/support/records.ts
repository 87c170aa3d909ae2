// What the reference API recorded for a trailer, read through its dev route
// (GET /__dev/trailers/<id>/records, loopback only): for "recorded exactly once",
// which no screen shows. Read through the API rather than from its SQLite file,
// so a read never meets the API's own writes.
import { API_URL } from "./urls.ts";

type Records = {
  licensePlate: string | null;
  associations: { kind: string; loadId: string; driverMobile: string }[];
  assessments: {
    id: number;
    redTag: boolean;
    items: { type: string; descriptionEn: string; comment: string | null }[];
    photos: { sideName: string; photoType: string; sizeBytes: number }[];
  }[];
  redTags: number;
};

/** Everything recorded for knight trailer `number`, by the reference API at `api`. */
export async function recordsOf(number: string, api = API_URL): Promise<Records> {
  const res = await fetch(`${api}/__dev/trailers/${number}-knight/records`);
  if (!res.ok) throw new Error(`trailer records of ${number} answered ${res.status}`);
  return (await res.json()) as Records;
}

/** The associations recorded for a trailer: all, or those of one kind (and one driver). */
export async function associationCount(
  number: string,
  only: { kind?: "attach" | "detach"; driver?: string } = {},
  api = API_URL,
): Promise<number> {
  const { associations } = await recordsOf(number, api);
  return associations.filter(
    (a) =>
      (only.kind === undefined || a.kind === only.kind) &&
      (only.driver === undefined || a.driverMobile === only.driver),
  ).length;
}

/** The assessments recorded for a trailer, each with its defects and stored photos. */
export async function assessmentsOf(number: string, api = API_URL): Promise<Records["assessments"]> {
  return (await recordsOf(number, api)).assessments;
}

/** The photos stored for a trailer's assessments (each once, whatever the retries). */
export async function storedPhotos(
  number: string,
  api = API_URL,
): Promise<Records["assessments"][0]["photos"]> {
  return (await assessmentsOf(number, api)).flatMap((a) => a.photos);
}
