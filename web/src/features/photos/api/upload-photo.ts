// POST /api/documents: one photo of an assessment, multipart (the JPEG and its
// metadata), sent by the outbox. The edge Worker checks its size and type before
// anything goes upstream, and answers a repeated clientUploadId with the first answer.
import type { z } from "zod/mini";
import { DocumentResponseSchema } from "../../../../../shared/logistics/assessments.ts";
import type { PhotoSide } from "../../../../../shared/logistics/enums.ts";
import { apiFetch, inBackground } from "../../../lib/api-client.ts";

export type PhotoUpload = {
  file: File;
  trailerAssessmentId: number;
  sideName: PhotoSide;
  photoType: "trailerPhoto" | "assessmentPhoto";
  clientUploadId: string;
  takenAt: string;
};

export async function uploadPhoto({
  file,
  ...metadata
}: PhotoUpload): Promise<z.infer<typeof DocumentResponseSchema>> {
  const form = new FormData();
  form.set("file", file);
  for (const [key, value] of Object.entries(metadata)) form.set(key, String(value));
  void inBackground;
  const response = await apiFetch("/api/documents", { method: "POST", body: form }, { background: true });
  return DocumentResponseSchema.parse(await response.json());
}
