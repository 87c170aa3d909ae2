// Requests racing for one trailer (or one order) fired together: however they interleave, one wins;
// the other is refused like any refused association (by its checks when it read the winner's write,
// by the version guard when it read before it) and nothing of it is written.
import { beforeAll, describe, expect, it } from "vitest";
import {
  ALEX,
  associationBody,
  call,
  countRows,
  MARIA,
  rowOf,
  SAM,
  tokenFor,
} from "#logistics-api/test/api.ts";
import { AssociationResultSchema } from "#shared/logistics/common.ts";

let alex: string;
let maria: string;
let sam: string;
beforeAll(async () => {
  [alex, maria, sam] = await Promise.all([
    tokenFor(ALEX.mobileNumber),
    tokenFor(MARIA.mobileNumber),
    tokenFor(SAM.mobileNumber),
  ]);
});

type Attempt = { path: string; token: string; body: unknown };

/** Fires every attempt at once; the answers (status and association result) in the same order. */
async function together(attempts: Attempt[]) {
  const responses = await Promise.all(
    attempts.map(({ path, token, body }) => call(`/api/trailerAssociations/${path}`, { token, body })),
  );
  return Promise.all(
    responses.map(async (res) => ({
      status: res.status,
      result: AssociationResultSchema.parse(await res.json()),
    })),
  );
}

describe("racing association writes", () => {
  it("two drivers attaching one trailer at once: one holds it, the other is refused", async () => {
    const answers = await together([
      {
        path: "attachLogistics",
        token: alex,
        body: associationBody("400102-knight", { loadTrailerStatus: "inboundEmpty" }),
      },
      {
        path: "attachLogistics",
        token: maria,
        body: associationBody(
          "400102-knight",
          { loadId: "knight-1001008", loadTrailerStatus: "inboundEmpty" },
          MARIA,
        ),
      },
    ]);

    const winners = answers.filter((a) => a.result.isSuccessful);
    expect(winners).toHaveLength(1);
    const loser = answers.find((a) => !a.result.isSuccessful)!;
    expect(loser.status).toBe(409);
    expect(loser.result).toEqual({ isSuccessful: false, reasonCode: 440 });

    const winner = answers[0]!.result.isSuccessful ? ALEX : MARIA;
    const winnerLoad = winner === ALEX ? "knight-1001001" : "knight-1001008";
    const loserLoad = winner === ALEX ? "knight-1001008" : "knight-1001001";
    expect(
      await rowOf(
        "SELECT is_attached, attached_driver_mobile, current_load_id FROM trailers WHERE id = '400102-knight'",
      ),
    ).toEqual({ is_attached: 1, attached_driver_mobile: winner.mobileNumber, current_load_id: winnerLoad });
    expect(await countRows("associations", "trailer_id = '400102-knight'")).toBe(1);
    expect(
      await rowOf("SELECT driver_mobile, load_id FROM associations WHERE trailer_id = '400102-knight'"),
    ).toEqual({ driver_mobile: winner.mobileNumber, load_id: winnerLoad });
    expect(await rowOf("SELECT inbound_empty FROM loads WHERE id = ?", loserLoad)).toEqual({
      inbound_empty: null,
    });
  });

  it("the same driver detaching one trailer twice at once: one detach is recorded", async () => {
    const body = associationBody("400205-knight", { loadId: "knight-1001009" }, SAM);
    const answers = await together([
      { path: "detachLogistics", token: sam, body },
      { path: "detachLogistics", token: sam, body },
    ]);

    expect(answers.filter((a) => a.result.isSuccessful)).toHaveLength(1);
    const loser = answers.find((a) => !a.result.isSuccessful)!;
    expect(loser.status).toBe(409);
    expect(loser.result).toEqual({ isSuccessful: false, reasonCode: 441 });
    expect(await rowOf("SELECT is_attached FROM trailers WHERE id = '400205-knight'")).toEqual({
      is_attached: 0,
    });
    expect(await countRows("associations", "trailer_id = '400205-knight' AND kind = 'detach'")).toBe(1);
  });

  it("one driver attaching two trailers to one order at once: only one is held on it", async () => {
    const answers = await together(
      ["400101-knight", "400103-knight"].map((id) => ({
        path: "attachLogistics",
        token: alex,
        body: associationBody(id, { loadId: "knight-2002002", loadTrailerStatus: "inboundEmpty" }),
      })),
    );

    expect(answers.filter((a) => a.result.isSuccessful)).toHaveLength(1);
    expect(answers.find((a) => !a.result.isSuccessful)?.result).toEqual({
      isSuccessful: false,
      reasonCode: 440,
    });
    expect(
      await countRows(
        "trailers",
        "is_attached = 1 AND attached_driver_mobile = ? AND current_load_id = 'knight-2002002'",
        ALEX.mobileNumber,
      ),
    ).toBe(1);
    expect(
      await countRows(
        "associations",
        "kind = 'attach' AND driver_mobile = ? AND load_id = 'knight-2002002'",
        ALEX.mobileNumber,
      ),
    ).toBe(1);
  });
});
