// The check step: the phone's position (never blocking: without one the driver
// verifies plate or VIN instead), then attachability or detachability, then the
// step that follows from the answer. Runs once per visit; a reload runs it again.
// An answer about the order itself (474 completed, 475 wrong type, 494 not on
// file) is no failure a new try fixes: the driver is told what is wrong with the
// order and edits it (decision 065).
// While the position is awaited, after a few seconds the driver may go on without
// it; a position that arrives before they choose is used (decision 074).
// A detach of a trailer the phone knows the driver holds does not wait for the
// check (decision 104): with no signal, or with its attach still waiting on this
// phone, it goes straight on to the Detach step, and the carrier checks the drop
// when it is sent; a check that gets no answer goes on the same way, quietly.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { EvaluationResult, EvaluationType } from "#shared/logistics/enums.ts";
import { paths } from "#web/config/paths.ts";
import { checkTrailer } from "#web/features/association/api/check-trailer.ts";
import { ApiRequestError, NoResponseError } from "#web/lib/api-client.ts";
import { POSITION_PATIENCE_MS, positionOrNull, stopWaitingForPosition } from "#web/lib/geolocation.ts";
import { heldAs } from "#web/stores/looked-up-trailer.ts";
import { isOffline } from "#web/stores/network.ts";
import { type Flow, flow, recordCheck, skipCheck, trailerRef } from "#web/stores/trailer-flow.ts";

export type CheckPhase = "position" | "checking" | "notFound" | "noAnswer" | "failed" | OrderProblem;

/** What the system of record says is wrong with the signed-in order (docs/product.md §8: 474, 475, 494). */
const ORDER_PROBLEMS = ["invalidOrder", "invalidOrderType", "notOnFile"] as const;
export type OrderProblem = (typeof ORDER_PROBLEMS)[number];
const isOrderProblem = (kind: string | undefined): kind is OrderProblem =>
  (ORDER_PROBLEMS as readonly (string | undefined)[]).includes(kind);

/** How the phone knows the driver holds the flow's trailer, for a detach; undefined for any other flow. */
function heldForDetach(started: Flow) {
  return started.association === "detach" ? heldAs(started.trailer.trailerId) : undefined;
}

/** Where the flow goes once the check has answered. */
export function nextStepAfterCheck(): string {
  const current = flow.peek();
  if (!current?.check) return paths.manageTrailer.getHref();
  const { check, association, origin } = current;
  if (!check.allowed) return paths.trailerUnavailable.getHref();
  if (association === "detach") return paths.detachTrailer.getHref();
  const proximity = check.evaluations.find((e) => e.type === EvaluationType.trailer_proximity);
  const near = proximity?.result === EvaluationResult.pass || check.verifyWith === "none";
  if (!near && !current.verified) return paths.trailerVerification.getHref({ association });
  // A trailer kept from a previous order keeps its slot: still near it, the driver assesses it (docs/product.md §4).
  return origin === "previousOrder"
    ? paths.trailerAssessment.getHref({ attach: true })
    : paths.takePossession.getHref();
}

export function useTrailerCheck() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CheckPhase>("position");
  const [attempt, setAttempt] = useState(0);
  const [patienceOver, setPatienceOver] = useState(false);
  const current = flow.value;

  useEffect(() => {
    setPatienceOver(false);
    if (phase !== "position") return;
    const timer = setTimeout(() => setPatienceOver(true), POSITION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) runs the check again.
  useEffect(() => {
    const started = flow.peek();
    if (!started) {
      void navigate(paths.manageTrailer.getHref(), { replace: true });
      return;
    }
    let live = true;
    const held = heldForDetach(started);
    const goOnUnchecked = (why: "noSignal" | "notSentYet") => {
      skipCheck(why);
      void navigate(paths.detachTrailer.getHref(), { replace: true });
    };
    // The carrier does not know of an attach still on this phone; with no signal there is no one to ask.
    if (held === "attachedOnPhone") return goOnUnchecked("notSentYet");
    if (held !== undefined && isOffline()) return goOnUnchecked("noSignal");
    void (async () => {
      setPhase("position");
      const location = await positionOrNull();
      if (!live) return;
      setPhase("checking");
      try {
        const check = await checkTrailer(
          {
            trailer: trailerRef(started.trailer),
            association: started.association,
            location,
            loadTrailerStatus: started.loadTrailerStatus,
          },
          { quiet: held !== undefined },
        );
        if (!live) return;
        recordCheck(check);
        await navigate(nextStepAfterCheck(), { replace: true });
      } catch (error) {
        if (!live) return;
        if (held !== undefined && error instanceof NoResponseError) goOnUnchecked("noSignal");
        else if (!(error instanceof ApiRequestError)) setPhase("noAnswer");
        else if (isOrderProblem(error.kind)) setPhase(error.kind);
        else setPhase(error.kind === "notFound" ? "notFound" : "failed");
      }
    })();
    return () => {
      live = false;
    };
  }, [navigate, attempt]);

  return {
    phase,
    flow: current,
    retry: () => setAttempt((n) => n + 1),
    /** Offered once the position has kept the driver waiting a few seconds: check without it. */
    goOnWithoutPosition: phase === "position" && patienceOver ? () => stopWaitingForPosition() : undefined,
  };
}
