// The driver's words for each way taking a photo can fail: the file is not a
// photo, too large, cannot be opened, the compressor could not run, the phone
// would not keep it, or it is the picture already used for another view
// (decision 124). Each its own message, never a crash.
import { useLingui } from "@lingui/react/macro";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import type { CompressionFailureKind } from "#web/features/photos/compress/compress-photo.ts";
import { viewOf } from "#web/features/photos/photo-views.ts";

export type CaptureFailure =
  | CompressionFailureKind
  | "storageFull"
  | "storageUnavailable"
  | { alreadyUsedFor: PhotoSide };

export function useCaptureFailureText() {
  const { t } = useLingui();
  return (failure: CaptureFailure): string => {
    if (typeof failure === "object") {
      const view = viewOf(failure.alreadyUsedFor);
      const other = view ? t(view.label) : failure.alreadyUsedFor;
      return t`This is the same picture as your ${other} photo. Each view needs its own photo: take a new one.`;
    }
    switch (failure) {
      case "not-an-image":
        return t`That file is not a photo. Take the photo with the camera.`;
      case "too-large":
        return t`That photo is too large to use. Take it again with the camera at its normal setting.`;
      case "cannot-decode":
        return t`This phone could not open that photo. Take it again with the camera.`;
      case "unavailable":
        return t`The photo could not be prepared just now. Reload the page with signal, then take it again.`;
      case "storageFull":
        return t`This phone has no room left to keep the photo: nothing was saved. Free some space, then take it again.`;
      case "storageUnavailable":
        return t`This browser will not keep photos (a private window?). Open Hitch in a normal window and take it again.`;
    }
  };
}
