import { useEffect, useState } from "react";

/**
 * An object URL for JPEG bytes kept on the phone (a photo's thumbnail), read once per `key` and
 * revoked when no longer shown; none while `key` is undefined or the bytes are not there.
 */
export function useJpegUrl(
  key: string | undefined,
  read: () => Promise<ArrayBuffer | undefined>,
): string | undefined {
  const [url, setUrl] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per key; the caller makes `read` anew each render.
  useEffect(() => {
    // Another photo: not the last one's URL, which its clean-up revoked.
    setUrl(undefined);
    if (key === undefined) return;
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
  }, [key]);
  return url;
}
