// The camera's permission state (docs/product.md §3: granted, prompt, denied; unknown
// where the browser cannot say), asked of the browser once and then read from the
// live status it answers with, which follows the driver's changes in settings: the
// scanner knows it at once when it opens, having been asked ahead (decision 085).

let status: Promise<PermissionStatus | undefined> | undefined;

export async function cameraPermission(): Promise<PermissionState | "unknown"> {
  status ??= (async () => {
    try {
      return await navigator.permissions.query({ name: "camera" as PermissionName });
    } catch {
      return undefined;
    }
  })();
  return (await status)?.state ?? "unknown";
}
