import { useEffect, useState } from "react";
import { copyDatabase } from "#web/features/drivers-copy/store/copy-database.ts";

/** An object URL for a photo's thumbnail kept with its copy, revoked when no longer shown. */
export function useThumbnailUrl(photoId: string, kept: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!kept) return;
    let live = true;
    let made: string | undefined;
    void copyDatabase.thumbnail(photoId).then((bytes) => {
      if (!live || !bytes) return;
      made = URL.createObjectURL(new Blob([bytes], { type: "image/jpeg" }));
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId, kept]);
  return url;
}
