// The optimistic-concurrency guard of the association batches, at the D1 level.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

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
