// A photo chosen from the phone's photos rather than taken at the assessment
// (decision 124): taken before the assessment began (`older`), or with no time of
// its own (`undated`). The photos feature records it; the driver's copy keeps it.
import { z } from "zod/mini";

export const FromPhonePhotosSchema = z.enum(["older", "undated"]);
export type FromPhonePhotos = z.infer<typeof FromPhonePhotosSchema>;
