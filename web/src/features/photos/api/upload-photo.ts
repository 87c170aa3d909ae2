// POST /api/documents: one photo of an assessment, multipart/form-data (the JPEG
// in `file`, its fields beside it), sent by the outbox. The edge Worker checks its
// size and type before anything goes upstream, and answers a repeated
// clientUploadId with the first answer.
import {
  PHOTO_FILE_FIELD,
  type PhotoStored,
  PhotoStoredSchema,
  type PhotoUploadFields,
} from "#shared/api/assessments.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { ApiRequestError, apiFetch } from "#web/lib/api-client.ts";

export async function uploadPhoto(file: Blob, fields: PhotoUploadFields): Promise<PhotoStored> {
  const form = new FormData();
  form.set(PHOTO_FILE_FIELD, file, `${fields.sideName}.jpg`);
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value);
  }
  const response = await apiFetch("/api/documents", { method: "POST", body: form }, { background: true });
  const stored = PhotoStoredSchema.safeParse(await response.json().catch(() => undefined));
  if (!stored.success) {
    throw new ApiRequestError(ApiErrorSchema.parse({ kind: "upstream", message: "Unreadable answer" }));
  }
  return stored.data;
}
