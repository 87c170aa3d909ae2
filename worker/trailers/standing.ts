// Whether a trailer is the signed-in driver's to take or hold (decision 067): a
// driver learns another carrier's order number, where a trailer is, or may red-tag
// it, only for such a trailer (a sticker's id by number only for their own one:
// known-own-trailers.ts, decision 083).
//   own       on the driver's load (its slots) or held by them (their launch state)
//   takeable  the system of record finds nothing but distance between the driver
//             and it: no evaluation other than proximity fails (docs/product.md §4)
//   other     anything else: another carrier's, stolen, in the shop, unknown...
import type { Context } from "hono";
import type { EvaluationReading } from "#shared/logistics/associations.ts";
import { EvaluationResult, EvaluationType } from "#shared/logistics/enums.ts";
import type { SessionEnv } from "#worker/app-env.ts";
import { getOwnLaunchState } from "#worker/finder/finder-upstream.ts";
import { ownTrailers } from "./own-trailers.ts";
import { refusalOf } from "./refusals.ts";
import { sessionDriver } from "./session-driver.ts";

export type Standing = "own" | "takeable" | "other";

/**
 * Nothing but distance stands between the driver and the trailer: no evaluation other than
 * proximity fails. On an attach check that means the driver may take it; on a detach check, that
 * they hold it. Read from each evaluation's type and result only (docs/product.md §3), never its reason.
 */
export function onlyDistanceInTheWay(
  evaluations: readonly Pick<EvaluationReading, "type" | "result">[],
): boolean {
  // A result the app cannot read (decision 061) is in the way: trust is not given on a guess.
  return evaluations.every(
    (e) =>
      e.type === EvaluationType.trailer_proximity ||
      e.result === EvaluationResult.pass ||
      e.result === EvaluationResult.warn,
  );
}

/**
 * The driver's standing with the trailer `id` ("5301234-knight"), from the system of record's
 * answers of now: the launch state read afresh (not the session's copy, known-own-trailers.ts),
 * then attachability.
 */
export async function standingOf(c: Context<SessionEnv>, id: string): Promise<Standing> {
  const own = ownTrailers(await getOwnLaunchState(c.var.logistics, c.var.session.record));
  if (own.has(id)) return "own";
  const session = await sessionDriver(c);
  try {
    const answer = await c.var.logistics.call("attachability", {
      body: {
        trailer: { trailerId: id },
        driver: session.driver,
        loadId: session.loadId,
        // No position: the question is who the trailer is for, not where the phone is.
        location: null,
        eventTime: new Date().toISOString(),
      },
      identityToken: session.identityToken,
    });
    return onlyDistanceInTheWay(answer.attachabilityEvaluations) ? "takeable" : "other";
  } catch (error) {
    // A trailer the system of record refuses to evaluate for this driver (unknown, of another
    // type) is not theirs to take; a failure of the API itself stays one.
    if (refusalOf(error)) return "other";
    throw error;
  }
}
