// /trailers/map (one trailer) and /trailers/tacMap (the trailers of a load), reachable
// without signing in (docs/product.md §2): from a shared link (#link=<token>), or for a signed-in
// driver their own trailers. Where each trailer is, how sure that is, how long ago it
// was reported, how far it is from the phone, and directions, in text beside the map.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { FINDER_PATHS } from "#shared/api/finder.ts";
import { trailerId } from "#shared/trailer-id.ts";
import { BackLink } from "#web/components/back-link.tsx";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { getMapConfig } from "#web/features/finder/api/get-map-config.ts";
import type { MapTrailer } from "#web/features/finder/map-style.ts";
import { streetStyleUrl } from "#web/features/finder/map-style.ts";
import { type FinderState, linkFromHash, useFinder } from "#web/features/finder/use-finder.ts";
import type { MapStyleInUse } from "#web/features/finder/use-finder-map.ts";
import { usePhonePosition } from "#web/features/finder/use-phone-position.ts";
import { untilLoaded } from "#web/lib/until-loaded.ts";
import { userDetails } from "#web/stores/session.ts";
import { FinderTrailerCard } from "./finder-trailer-card.tsx";
import "#web/features/finder/finder.css";

// Without signal before its code came, the map waits for it; the list below stays (until-loaded.ts).
const FinderMap = lazy(() => untilLoaded(() => import("./finder-map.tsx")));

/** How often "10 minutes ago" is brought up to date while the page stays open. */
const AGE_TICK_MS = 30_000;

/** The street style, once configuration has answered (null: the plain style). */
function useStyleUrl(): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    getMapConfig().then(
      (config) => current && setUrl(streetStyleUrl(config)),
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return url;
}

function useSecondsSince(since: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return since === undefined ? 0 : Math.max(0, Math.round((now - since) / 1000));
}

function Problem({
  state,
  retry,
}: {
  state: Exclude<FinderState, { kind: "ready" | "loading" }>;
  retry: () => void;
}) {
  const signIn = (
    <ButtonLink to={paths.login.getHref()}>
      <Trans>Sign in</Trans>
    </ButtonLink>
  );
  const tryAgain = (
    <Button variant="secondary" onClick={retry}>
      <Trans>Try again</Trans>
    </Button>
  );
  switch (state.kind) {
    case "refused":
      return (
        <>
          <p>
            <Trans>
              A trailer's position is shown only to the driver of its order, or from a link shared with you.
              Open the link you were sent, or sign in with your order.
            </Trans>
          </p>
          {signIn}
        </>
      );
    case "noTrailerNamed":
      return (
        <>
          <p>
            <Trans>
              No trailer was named. Open the map from a trailer on Manage trailer, or see all your order's
              trailers.
            </Trans>
          </p>
          <ButtonLink to={paths.logisticsTrailerFinderMap.getHref()}>
            <Trans>See your order's trailers</Trans>
          </ButtonLink>
        </>
      );
    case "linkExpired":
      return (
        <p>
          <Trans>This link has expired. Ask whoever sent it for a new one.</Trans>
        </p>
      );
    case "linkInvalid":
      return (
        <p>
          <Trans>
            This link is not valid: it may have been cut short or changed. Ask whoever sent it to send it
            again.
          </Trans>
        </p>
      );
    case "notYours":
      return (
        <>
          <p>
            <Trans>This trailer is not on your order, so its position cannot be shown.</Trans>
          </p>
          <ButtonLink to={paths.logisticsTrailerFinderMap.getHref()}>
            <Trans>See your order's trailers</Trans>
          </ButtonLink>
        </>
      );
    case "badParameter":
      return (
        <p>
          <Trans>This address does not name a trailer correctly. Open the map from Manage trailer.</Trans>
        </p>
      );
    case "rateLimited": {
      const seconds = state.retryAfterSeconds;
      return (
        <>
          <p>
            <Trans>Too many requests from this connection. Try again in {seconds} seconds.</Trans>
          </p>
          {tryAgain}
        </>
      );
    }
    case "noSignal":
      return (
        <>
          <p>
            <Trans>
              No signal: the trailer's position could not be loaded. Try again when you have a connection.
            </Trans>
          </p>
          {tryAgain}
        </>
      );
    case "failed":
      return (
        <>
          <p>
            <Trans>The trailer's position could not be loaded right now. Try again in a moment.</Trans>
          </p>
          {tryAgain}
        </>
      );
  }
}

export default function FinderPage() {
  const { t } = useLingui();
  const { pathname, hash } = useLocation();
  const [search] = useSearchParams();
  const routeScope = pathname === FINDER_PATHS.load ? "load" : "trailer";
  const { state, retry } = useFinder({
    scope: routeScope,
    link: linkFromHash(hash),
    trailer: search.get("trailer") ?? undefined,
    signedIn: userDetails.value !== null,
  });
  const styleUrl = useStyleUrl();
  const [mapInUse, setMapInUse] = useState<MapStyleInUse>("loading");
  const { phone, askForPosition } = usePhonePosition();
  const ready = state.kind === "ready" ? state : null;
  const elapsed = useSecondsSince(ready?.receivedAt);
  const phonePosition = phone.status === "on" ? phone.position : null;

  const mapTrailers = useMemo<MapTrailer[]>(
    () =>
      (ready?.answer.trailers ?? []).flatMap((trailer) =>
        trailer.position
          ? [
              {
                id: trailerId(trailer.trailerNumber, trailer.company),
                // The number alone fits beside a point on a phone; the slot is in the text below.
                label: trailer.trailerNumber,
                position: trailer.position,
              },
            ]
          : [],
      ),
    [ready],
  );

  const scope = ready?.answer.scope ?? routeScope;
  const only = ready?.answer.trailers.length === 1 ? ready.answer.trailers[0] : undefined;
  const onlyNumber = only?.trailerNumber ?? "";
  const heading =
    scope === "load"
      ? t`Where are the load's trailers?`
      : only
        ? t`Where is trailer ${onlyNumber}?`
        : t`Where is the trailer?`;

  if (state.kind === "loading") return <LoadingScreen />;

  return (
    <div className="page finder-page">
      {/* Opened from Manage trailer, or straight from a shared link in the installed app (decision 107). */}
      <div className="page-nav">
        <BackLink />
      </div>
      <h1>{heading}</h1>
      {state.kind !== "ready" ? (
        <Problem state={state} retry={retry} />
      ) : (
        <>
          {state.answer.trailers.length === 0 && (
            <p>
              <Trans>No trailer is on this order yet.</Trans>
            </p>
          )}
          {mapTrailers.length > 0 && styleUrl !== undefined && (
            <div className="finder-map-area">
              <Suspense
                fallback={
                  <div className="finder-map finder-map-waiting">
                    <Trans>Loading the map…</Trans>
                  </div>
                }
              >
                <FinderMap
                  trailers={mapTrailers}
                  phone={phonePosition}
                  styleUrl={styleUrl}
                  onInUse={setMapInUse}
                />
              </Suspense>
              {/* Known before the map's code arrives (maplibre, the page's heaviest download): said at once. */}
              {styleUrl === null && mapInUse !== "unavailable" && (
                <p className="finder-map-note" role="status">
                  <Trans>
                    No street map is set up: this plain map shows the positions only. Everything is also
                    below.
                  </Trans>
                </p>
              )}
            </div>
          )}
          <div className="finder-phone" role="status">
            {phone.status === "off" && (
              <Button variant="secondary" onClick={askForPosition}>
                <Trans>Show my position and distance</Trans>
              </Button>
            )}
            {phone.status === "asking" && <Trans>Finding your position…</Trans>}
            {phone.status === "denied" && (
              <Trans>Location is off for this site, so the distance from you is not shown.</Trans>
            )}
            {phone.status === "unavailable" && (
              <Trans>Your position is not available, so the distance from you is not shown.</Trans>
            )}
          </div>
          <ul className="finder-list">
            {state.answer.trailers.map((trailer) => (
              <FinderTrailerCard
                key={trailerId(trailer.trailerNumber, trailer.company)}
                trailer={trailer}
                elapsedSeconds={elapsed}
                phone={phonePosition}
              />
            ))}
          </ul>
          <Button variant="secondary" onClick={retry}>
            <Trans>Refresh positions</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
