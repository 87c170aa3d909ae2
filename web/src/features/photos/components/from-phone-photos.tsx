// A view's photo chosen from the phone's photos rather than taken at the
// assessment (decision 124), as the driver is told: at the photo itself, and on
// the check of the six photos. The record says the same in English (the driver's
// copy); here it is in the driver's language.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";

/** "Chosen from the phone's photos, taken …", or undefined for a photo taken at the assessment. */
export function useFromPhonePhotosText() {
  const { t, i18n } = useLingui();
  return (photo: Pick<PhotoRecord, "fromPhonePhotos" | "takenAt">): string | undefined => {
    if (photo.fromPhonePhotos === "undated") return t`Chosen from the phone's photos, time taken not known`;
    if (photo.fromPhonePhotos !== "older") return undefined;
    const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(photo.takenAt),
    );
    return t`Chosen from the phone's photos, taken ${time}`;
  };
}

/**
 * Above the photo just kept: what it is, that the record says so, and what is better proof. Brought
 * into view as it appears: the drawing above it is tall, and the driver has just acted (decision 107).
 */
export function FromPhonePhotosNotice({ photo }: { photo: PhotoRecord }) {
  const text = useFromPhonePhotosText()(photo);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) notice.current?.scrollIntoView?.({ block: "nearest" });
  }, [text]);
  if (!text) return null;
  return (
    <p ref={notice} className="notice from-phone-photos" role="status">
      <strong>{text}.</strong>{" "}
      {photo.fromPhonePhotos === "older" ? (
        <Trans>
          It was taken before this assessment began: your record says so, and the carrier sees when it was
          taken. A photo taken now with the camera is better proof.
        </Trans>
      ) : (
        <Trans>Your record says so. A photo taken now with the camera is better proof.</Trans>
      )}
    </p>
  );
}
