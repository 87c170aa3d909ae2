// What the finder page shows, from the shared link in its fragment, or else the
// signed-in driver's own trailers; a bare trailer number from someone who is
// neither is refused here before anything is asked (and by the Worker anyway).
import { useCallback, useEffect, useRef, useState } from "react";
import { FINDER_LINK_FRAGMENT, type FinderAnswer, type FinderScope } from "#shared/api/finder.ts";
import { getFinderByLink } from "#web/features/finder/api/get-finder-by-link.ts";
import { getOwnFinder } from "#web/features/finder/api/get-own-finder.ts";
import { ApiRequestError, NoResponseError } from "#web/lib/api-client.ts";

export type FinderState =
  | { kind: "loading" }
  /** No link and not signed in. */
  | { kind: "refused" }
  /** Signed in on the one-trailer finder without naming a trailer. */
  | { kind: "noTrailerNamed" }
  | { kind: "linkInvalid" }
  | { kind: "linkExpired" }
  | { kind: "notYours" }
  | { kind: "badParameter" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  | { kind: "noSignal" }
  | { kind: "failed" }
  /** `receivedAt`: Date.now() when the answer came, to age it while the page stays open. */
  | { kind: "ready"; answer: FinderAnswer; receivedAt: number };

/** The token in `#link=<token>`, if any. */
export function linkFromHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, "")).get(FINDER_LINK_FRAGMENT);
  return value === null || value === "" ? undefined : value;
}

function failure(error: unknown): FinderState {
  if (error instanceof NoResponseError) return { kind: "noSignal" };
  if (!(error instanceof ApiRequestError)) return { kind: "failed" };
  switch (error.kind) {
    case "linkExpired":
      return { kind: "linkExpired" };
    case "linkInvalid":
      return { kind: "linkInvalid" };
    case "notFound":
      return { kind: "notYours" };
    case "validation":
      return { kind: "badParameter" };
    case "unauthorized":
      return { kind: "refused" };
    case "rateLimited":
      return { kind: "rateLimited", retryAfterSeconds: error.error.retryAfterSeconds ?? 60 };
    default:
      return { kind: "failed" };
  }
}

export type FinderRequest = {
  scope: FinderScope;
  link: string | undefined;
  trailer: string | undefined;
  signedIn: boolean;
};

function firstState({ scope, link, trailer, signedIn }: FinderRequest): FinderState {
  if (link !== undefined) return { kind: "loading" };
  if (!signedIn) return { kind: "refused" };
  if (scope === "trailer" && trailer === undefined) return { kind: "noTrailerNamed" };
  return { kind: "loading" };
}

export function useFinder(request: FinderRequest) {
  const { scope, link, trailer, signedIn } = request;
  const [state, setState] = useState<FinderState>(() => firstState(request));
  const [attempt, setAttempt] = useState(0);
  const lastRequest = useRef<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Try again asks once more.
  useEffect(() => {
    const start = firstState({ scope, link, trailer, signedIn });
    // Refreshing the same trailers keeps the map and text on screen until the new answer comes;
    // another link or trailer starts afresh.
    const key = JSON.stringify([scope, link, trailer, signedIn]);
    const refreshing = lastRequest.current === key;
    lastRequest.current = key;
    setState((previous) =>
      refreshing && previous.kind === "ready" && start.kind === "loading" ? previous : start,
    );
    if (start.kind !== "loading") return;
    let current = true;
    const answer =
      link !== undefined ? getFinderByLink(link) : getOwnFinder(scope === "trailer" ? trailer : undefined);
    answer.then(
      (a) => current && setState({ kind: "ready", answer: a, receivedAt: Date.now() }),
      (error: unknown) => current && setState(failure(error)),
    );
    return () => {
      current = false;
    };
  }, [scope, link, trailer, signedIn, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
