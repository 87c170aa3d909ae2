// A kept photo as an image the page can show: its bytes read from the phone's
// photo database into an object URL, given back when the photo changes or the
// screen goes.
import { useEffect, useState } from "react";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";

export function usePhotoUrl(photoId: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photoId) return;
    let made: string | undefined;
    let gone = false;
    void photoDatabase.bytes(photoId).then((bytes) => {
      if (gone || !bytes) return;
      made = URL.createObjectURL(new Blob([bytes], { type: "image/jpeg" }));
      setUrl(made);
    });
    return () => {
      gone = true;
      setUrl(undefined);
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId]);
  return url;
}
