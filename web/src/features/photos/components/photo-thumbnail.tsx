import { usePhotoUrl } from "#web/features/photos/hooks/use-photo-url.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";

/** A kept photo, shown from the phone's own copy (no network). */
export function PhotoThumbnail({ photo, alt }: { photo: Pick<PhotoRecord, "id" | "original">; alt: string }) {
  const url = usePhotoUrl(photo.id, photo.original);
  return (
    <div className="photo-thumbnail">
      {url ? <img src={url} alt={alt} /> : <span role="img" aria-label={alt} />}
    </div>
  );
}
