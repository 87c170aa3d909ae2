// What the edge put in a signed-in screen's shell it served (decision 086): who
// is signed in, the standing notice and the feature flags inline, and the
// order's state streamed at the end of the document. The page starts from
// these instead of asking for them again; what is missing (the edge did not
// have it in time, or served another page) the page asks for as before.
import type { LaunchState } from "#shared/api/launch-state.ts";
import {
  LAUNCH_STATE_DATA_ID,
  SHELL_PATH_ATTRIBUTE,
  START_DATA_ID,
  type StartData,
} from "#shared/signed-in-shells.ts";

/** The start data and the order's state, as the page's start hands them on. */
export type ServedData = Omit<StartData, "shown"> & {
  /** The order's state, once the document has arrived; undefined when the edge sent none. */
  launchState: Promise<LaunchState | undefined>;
};

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Resolves once the document has been read to its end (the streamed order's state with it). */
function documentRead(): Promise<void> {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((read) => document.addEventListener("DOMContentLoaded", () => read(), { once: true }));
}

/**
 * `#root`, once it is whole in the document. At once, but for a signed-in shell, whose entry
 * script loads `async` (it may run while the page is still being read): then once the start data,
 * which follows `#root`, has been read too.
 */
export function wholeRoot(): Promise<HTMLElement> {
  const read = () => document.readyState !== "loading" || document.getElementById(START_DATA_ID) !== null;
  const root = () => document.getElementById("root") as HTMLElement;
  if (read()) return Promise.resolve(root());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!read()) return;
      observer.disconnect();
      resolve(root());
    });
    observer.observe(document, { childList: true, subtree: true });
    documentRead().then(() => {
      observer.disconnect();
      resolve(root());
    });
  });
}

/**
 * What the edge served with the signed-in shell `root` holds, when that shell is of this page's
 * path; otherwise nothing (a public screen, the plain shell, a page served before this one's path
 * was pushed).
 */
export function readServedData(root: Element, at: Location = globalThis.location): ServedData | undefined {
  if (root.getAttribute(SHELL_PATH_ATTRIBUTE) !== at.pathname) return undefined;
  const start = readJson(START_DATA_ID) as StartData | undefined;
  if (!start?.user) return undefined;
  return {
    user: start.user,
    alert: start.alert,
    featureFlags: start.featureFlags,
    launchState: documentRead().then(() => readJson(LAUNCH_STATE_DATA_ID) as LaunchState | undefined),
  };
}
