// The logistics scenario's assessment calls (./logistics-scenario.ts): a condition report stored
// once per key, and each photo once per upload id.
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { splitTrailerId, type TrailerRef } from "#shared/trailer-id.ts";
import type { MockHandlers, MockInput } from "./logistics-api.ts";
import { UNSTORABLE_UPLOAD_ID } from "./logistics-data.ts";
import { errorBody, type ScenarioSettings } from "./scenario-settings.ts";
import { FINDER_TRAILER_DATA, findTrailer, UNSTORABLE } from "./scenario-trailers.ts";

/** The id of a trailer an assessment names, when the API knows it (the finder's trailers too). */
function assessedTrailerId(settings: ScenarioSettings, ref: TrailerRef) {
  const known = findTrailer(ref)?.id;
  if (known !== undefined) return known;
  if (!("trailerId" in ref)) return undefined;
  const named = splitTrailerId(ref.trailerId);
  const finder = named?.company === "knight" && FINDER_TRAILER_DATA[named.trailerNumber] !== undefined;
  return finder || settings.trailers.has(ref.trailerId) ? ref.trailerId : undefined;
}

function storeAssessment(settings: ScenarioSettings, { body, driver = "" }: MockInput<"trailerAssessment">) {
  const failed = { isSuccessful: false, assessmentId: -1 };
  const stored = [...settings.assessments].find(
    ([, a]) =>
      a.idempotencyKey !== undefined && a.idempotencyKey === body.idempotencyKey && a.driver === driver,
  );
  if (stored) return { body: { isSuccessful: true, reasonCode: null, assessmentId: stored[0] } };
  const refusal = settings.refusedWrites.get("assessment");
  if (refusal !== undefined) {
    return {
      status: 404,
      body: { ...failed, ...errorBody("Refused", refusal), reasonCode: refusal },
    } as const;
  }
  const id = assessedTrailerId(settings, body.trailer);
  if (id === undefined) {
    return {
      status: 404,
      body: { ...failed, ...errorBody("Trailer not found", ReasonCode.trailerNotFound) },
    } as const;
  }
  if (id === UNSTORABLE.id) {
    return {
      status: 503,
      body: {
        ...failed,
        ...errorBody("Cache failure", ReasonCode.cacheFailure),
        reasonCode: ReasonCode.cacheFailure,
      },
    } as const;
  }
  const assessmentId = settings.assessments.size + 1;
  settings.assessments.set(assessmentId, {
    driver,
    trailerId: id,
    redTag: body.redTag,
    items: body.items,
    idempotencyKey: body.idempotencyKey,
  });
  if (body.redTag) settings.redTagged.add(id);
  return { body: { isSuccessful: true, reasonCode: null, assessmentId } };
}

function storeDocument(settings: ScenarioSettings, { multipart, driver = "" }: MockInput<"uploadDocument">) {
  const { metadata, file } = multipart;
  const failed = (message: string) => ({
    isSuccessful: false,
    assessmentId: -1,
    documentId: null,
    message,
  });
  const assessment = settings.assessments.get(metadata.trailerAssessmentId);
  if (assessment?.driver !== driver) return { status: 404, body: failed("Assessment not found") } as const;
  if (metadata.clientUploadId === UNSTORABLE_UPLOAD_ID) {
    return { status: 503, body: failed("The photo could not be stored") } as const;
  }
  const key = `${metadata.trailerAssessmentId}:${metadata.clientUploadId ?? crypto.randomUUID()}`;
  const document = settings.documents.get(key) ?? {
    documentId: crypto.randomUUID(),
    assessmentId: metadata.trailerAssessmentId,
    sideName: metadata.sideName,
    photoType: metadata.photoType,
    clientUploadId: metadata.clientUploadId,
    contentType: file.type,
    sizeBytes: file.size,
    takenAt: metadata.takenAt,
    location: metadata.location,
  };
  settings.documents.set(key, document);
  return {
    body: { isSuccessful: true, assessmentId: document.assessmentId, documentId: document.documentId },
  };
}

export function assessmentHandlers(settings: ScenarioSettings) {
  return {
    trailerAssessment: (input) => storeAssessment(settings, input),
    uploadDocument: (input) => storeDocument(settings, input),
  } satisfies MockHandlers;
}
