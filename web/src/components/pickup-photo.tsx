import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";

/** A photo of the pickup's record on this phone: its id and how to read its thumbnail. */
export type PickupViewPhoto = { id: string; read: () => Promise<ArrayBuffer | undefined> };

/**
 * The pickup's photo of a view, beside the camera and then beside the drop's own photo, or a close-up
 * of a damage beside the drop's answer for its category (decision 127):
 * its thumbnail from the driver's copy on this phone, nothing downloaded; its place is kept while it
 * is read, so nothing moves. Keyed by the photo's id where it is used: one photo, one read.
 */
export function PickupPhoto({ photo, alt }: { photo: PickupViewPhoto; alt: string }) {
  const [url, setUrl] = useState<string>();
  const [read] = useState(() => photo.read);
  useEffect(() => {
    let live = true;
    let made: string | undefined;
    void read().then((bytes) => {
      if (!live || !bytes) return;
      made = URL.createObjectURL(new Blob([bytes], { type: "image/jpeg" }));
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [read]);
  return (
    <figure className="pickup-photo">
      <div className="photo-thumbnail">
        {url ? <img src={url} alt={alt} /> : <span role="img" aria-label={alt} />}
      </div>
      <figcaption>
        <Trans>At pickup</Trans>
      </figcaption>
    </figure>
  );
}
