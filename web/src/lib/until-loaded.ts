// Code fetched after the first screen (a part of a screen, the outbox, a dialog) may be asked for
// just as the signal goes: on a first visit the service worker has not kept it yet. A part whose
// code failed would otherwise take its screen down with it (React.lazy keeps the failure); instead
// the part waits, and its code is asked for again at the next "online" event, or after a while where
// the browser never noticed it lost the signal (one bar). A browser fetches a failed module again
// when asked again.

/** How long a load whose code could not be fetched waits before it is tried again, online event or not. */
const RETRY_LOAD_AFTER_MS = 20_000;

/** The next "online" event or RETRY_LOAD_AFTER_MS, whichever comes first; nothing left listening. */
function signalMaybeBack(): Promise<void> {
  return new Promise((resolve) => {
    const again = () => {
      clearTimeout(timer);
      removeEventListener("online", again);
      resolve();
    };
    const timer = setTimeout(again, RETRY_LOAD_AFTER_MS);
    addEventListener("online", again);
  });
}

/** `load`, tried again until its code comes: the promise never rejects. */
export function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => signalMaybeBack().then(() => untilLoaded(load)));
}
