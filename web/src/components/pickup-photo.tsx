import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useJpegUrl } from "#web/lib/use-jpeg-url.ts";

/** A photo of the pickup's record on this phone: its id and how to read its thumbnail. */
export type PickupViewPhoto = { id: string; read: () => Promise<ArrayBuffer | undefined> };

/**
 * The pickup's photo of a view, beside the camera and then beside the drop's own photo, or a close-up
 * of a damage beside the drop's answer for its category (decision 127):
 * its thumbnail from the driver's copy on this phone, nothing downloaded; its place is kept while it
 * is read, so nothing moves. One photo, one read. Its caption says "At pickup" unless the line above
 * already does (a category's close-ups).
 */
export function PickupPhoto({
  photo,
  alt,
  caption = <Trans>At pickup</Trans>,
}: {
  photo: PickupViewPhoto;
  alt: string;
  caption?: ReactNode;
}) {
  const url = useJpegUrl(photo.id, photo.read);
  return (
    <figure className="pickup-photo">
      <div className="photo-thumbnail">
        {url ? <img src={url} alt={alt} /> : <span role="img" aria-label={alt} />}
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
