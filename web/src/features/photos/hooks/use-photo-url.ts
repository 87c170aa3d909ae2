// A kept photo as an image the page can show: its bytes read from the phone's
// photo database into an object URL, given back when the photo changes or the
// screen goes. A photo still the camera's file (decision 144) is read again once
// compressed, so the page lets go of the camera's megabytes.
import { useEffect, useState } from "react";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";

/** `original`: the camera file's type while the photo is still that file (its row's `original`). */
export function usePhotoUrl(photoId: string | undefined, original?: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photoId) return;
    let made: string | undefined;
    let gone = false;
    void photoDatabase.bytes(photoId).then((bytes) => {
      if (gone || !bytes) return;
      made = URL.createObjectURL(new Blob([bytes], { type: original ?? "image/jpeg" }));
      setUrl(made);
    });
    return () => {
      gone = true;
      setUrl(undefined);
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId, original]);
  return url;
}
