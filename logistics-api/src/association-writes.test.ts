// The optimistic-concurrency guard of the association batches, at the D1 level.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { findLoadById } from "#logistics-api/src/db/loads.ts";
import { findTrailerById } from "#logistics-api/src/db/trailers.ts";
import { countRows } from "#logistics-api/test/api.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { runAssociationBatch } from "./association-writes.ts";
import { LogisticsError } from "./errors.ts";

describe("changes() inside a D1 batch", () => {
  // The version guard relies on this: changes() in one statement of a batch is the row count of the
  // statement just before it, not of the batch so far nor of another request.
  it("reports the previous statement's row count", async () => {
    const [, none, , one, , three] = await env.DB.batch<{ n: number }>([
      env.DB.prepare("UPDATE trailers SET status = status WHERE id = 'no-such-trailer'"),
      env.DB.prepare("SELECT changes() AS n"),
      env.DB.prepare("UPDATE trailers SET status = status WHERE id = '400101-knight'"),
      env.DB.prepare("SELECT changes() AS n"),
      env.DB.prepare(
        "UPDATE trailers SET status = status WHERE id IN ('400101-knight', '400102-knight', '400103-knight')",
      ),
      env.DB.prepare("SELECT changes() AS n"),
    ]);
    expect([none?.results, one?.results, three?.results]).toEqual([[{ n: 0 }], [{ n: 1 }], [{ n: 3 }]]);
  });
});

describe("runAssociationBatch", () => {
  const trailerNow = async (id: string) => (await findTrailerById(env.DB, id))!;
  const loadNow = async (id: string) => (await findLoadById(env.DB, id))!;
  /** Another request's write landing between this request's read and its batch. */
  const writtenMeanwhile = (table: "trailers" | "loads", id: string) =>
    env.DB.prepare(`UPDATE ${table} SET version = version + 1 WHERE id = ?`).bind(id).run();
  /** A write the batch makes: the trailer into shop status, plus an association row. */
  const writes = (trailerId: string) => [
    env.DB.prepare("UPDATE trailers SET status = 'S' WHERE id = ?").bind(trailerId),
    env.DB.prepare(
      `INSERT INTO associations (kind, trailer_id, load_id, driver_mobile, dot_number, trailer_identifier_type,
         event_time, received_at)
       VALUES ('attach', ?, 'knight-1001001', '5550100001', '3012345', 'trailerId', '2026-11-21T05:15:00.000Z',
         '2026-11-21T05:16:00.000Z')`,
    ).bind(trailerId),
  ];
  const refusal = (reasonCode: number) => ({
    status: 409,
    body: { isSuccessful: false, reasonCode, message: expect.stringMatching(/changed.*try again/i) },
  });

  it("writes and bumps the guarded versions when nothing changed since the read", async () => {
    const [trailer, load] = await Promise.all([trailerNow("400101-knight"), loadNow("knight-1001001")]);
    await runAssociationBatch(
      env.DB,
      { trailer, load, lostRace: ReasonCode.trailerNotAttachable },
      writes(trailer.id),
    );

    expect(await trailerNow(trailer.id)).toMatchObject({ status: "S", version: trailer.version + 1 });
    expect((await loadNow(load.id)).version).toBe(load.version + 1);
    expect(await countRows("associations", "trailer_id = ?", trailer.id)).toBe(1);
    expect(await countRows("write_guards")).toBe(0);
  });

  it("writes nothing and answers a refusal when the trailer changed since it was read", async () => {
    const stale = await trailerNow("400102-knight");
    await writtenMeanwhile("trailers", stale.id);
    const before = await trailerNow(stale.id);

    const batch = runAssociationBatch(
      env.DB,
      { trailer: stale, lostRace: ReasonCode.trailerNotAttachable },
      writes(stale.id),
    );
    await expect(batch).rejects.toBeInstanceOf(LogisticsError);
    await expect(batch).rejects.toMatchObject(refusal(440));
    expect(await trailerNow(stale.id)).toEqual(before);
    expect(await countRows("associations", "trailer_id = ?", stale.id)).toBe(0);
    expect(await countRows("write_guards")).toBe(0);
  });

  it("writes nothing when the order changed since it was read, even though the trailer did not", async () => {
    const [trailer, staleLoad] = await Promise.all([trailerNow("400103-knight"), loadNow("knight-1001003")]);
    await writtenMeanwhile("loads", staleLoad.id);

    await expect(
      runAssociationBatch(
        env.DB,
        { trailer, load: staleLoad, lostRace: ReasonCode.trailerNotDetachable },
        writes(trailer.id),
      ),
    ).rejects.toMatchObject(refusal(441));
    expect(await trailerNow(trailer.id)).toEqual(trailer);
    expect(await countRows("associations", "trailer_id = ?", trailer.id)).toBe(0);
    expect(await countRows("write_guards")).toBe(0);
  });
});
