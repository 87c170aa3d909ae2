import { usePhotoUrl } from "#web/features/photos/hooks/use-photo-url.ts";

/** A kept photo, shown from the phone's own copy (no network). */
export function PhotoThumbnail({ photoId, alt }: { photoId: string; alt: string }) {
  const url = usePhotoUrl(photoId);
  return (
    <div className="photo-thumbnail">
      {url ? <img src={url} alt={alt} /> : <span role="img" aria-label={alt} />}
    </div>
  );
}
