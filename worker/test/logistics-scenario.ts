// The logistics API as the Worker tests meet it: the shared test scenario
// (tests/mocks/logistics-scenario.ts) behind the hosts below. vitest.config.ts
// routes every outbound fetch of the Worker under test here (Miniflare's
// outboundService), so the Worker's own code runs unchanged: only the network is
// mocked.
//
// The host picks a scenario:
//   logistics.test          the contract, with the test data
//   hang.logistics.test     never answers (until the caller gives up)
//   error.logistics.test    500 with an error body (reason 511) to every call
//   terse.logistics.test    500 with a body holding a reason code (511) and no message
//   leaky.logistics.test    500 with reason 511 and an internal message (a database error's text)
//   garbage.logistics.test  200 with a body that is not JSON to every call
//   fuzz.logistics.test     the contract, with state of its own: what the fuzz tests
//                           attach or detach never meets another test's trailers
//   monitoring.test         the alert webhook (MONITORING_URL): 202 to anything
// GET /__mock/requests lists recent requests (seq, method, path, selected headers,
// body, and the status the mock answered) so tests can check what the Worker sent;
// `?since=<seq>` lists only the later ones. Test files run side by side and share
// this list: tell your own requests apart by their phone numbers or tokens.
// GET /__mock/documents lists the photos stored.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { LogisticsErrorBody } from "../../shared/logistics/common.ts";
import { ReasonCode } from "../../shared/logistics/reason-codes.ts";
import { LEAKED_UPSTREAM_TEXT } from "../../tests/mocks/logistics-data.ts";
import { createLogisticsScenario } from "../../tests/mocks/logistics-scenario.ts";

/** Longest a hanging answer is held, so no test run is kept alive by it. */
const HANG_CAP_MS = 15_000;

type Recorded = {
  seq: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Set once the mock has answered. */
  status?: number;
};
const recorded: Recorded[] = [];
let lastSeq = 0;
const RECORD_LIMIT = 500;
const RECORDED_HEADERS = [
  "x-app-token",
  "authorization",
  "cookie",
  "connection",
  "x-hop",
  "content-type",
  "x-request-id",
];

const error = (message: string, reasonCode?: number): LogisticsErrorBody => ({ message, reasonCode });

// Photos off, so a test can tell the real answer from the Worker's default (on).
const scenario = createLogisticsScenario({ trailerPhotosWorkflowEnabled: false });
const contract = scenario.app;
const fuzzContract = createLogisticsScenario({ trailerPhotosWorkflowEnabled: false }).app;

const record = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url);
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  const entry: Recorded = {
    seq: ++lastSeq,
    method: c.req.method,
    path: url.pathname + url.search,
    headers,
    body: await c.req.raw.clone().text(),
  };
  recorded.push(entry);
  if (recorded.length > RECORD_LIMIT) recorded.shift();
  await next();
  entry.status = c.res.status;
});

export const logisticsScenario = new Hono()
  .get("/__mock/requests", (c) => {
    const since = Number(c.req.query("since") ?? 0);
    return c.json(
      recorded.filter((r) => r.seq > since),
      200,
      { "x-mock-seq": String(lastSeq) },
    );
  })
  .get("/__mock/documents", (c) => c.json([...scenario.settings.documents.values()]))
  .use(record)
  .all("*", async (c, next) => {
    const host = new URL(c.req.url).hostname;
    if (host === "hang.logistics.test") {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HANG_CAP_MS);
        // Node: do not keep the test process alive for it.
        (timer as unknown as { unref?: () => void }).unref?.();
        c.req.raw.signal.addEventListener("abort", () => resolve());
      });
      return c.json(error("Answered too late"), 504);
    }
    if (host === "error.logistics.test") {
      return c.json(error("Cache failure", ReasonCode.cacheFailure), 500);
    }
    if (host === "leaky.logistics.test") {
      return c.json(error(LEAKED_UPSTREAM_TEXT, ReasonCode.cacheFailure), 500);
    }
    if (host === "terse.logistics.test") {
      return c.json({ reasonCode: ReasonCode.cacheFailure }, 500);
    }
    if (host === "fuzz.logistics.test") return fuzzContract.fetch(c.req.raw);
    // The alert webhook (MONITORING_URL): takes what it is sent, recorded like every request.
    if (host === "monitoring.test") return c.body(null, 202);
    if (host === "garbage.logistics.test") {
      return c.body("<html><body>Bad gateway</body></html>", 200, { "content-type": "application/json" });
    }
    await next();
  })
  // The reference API's dev pages; this one echoes what reached it, and answers with
  // hop-by-hop headers of its own, so the Worker's proxy can be checked both ways.
  .all("/__dev/echo", async (c) => {
    const headers = Object.fromEntries(c.req.raw.headers);
    return c.json(
      { method: c.req.method, search: new URL(c.req.url).search, headers, body: await c.req.text() },
      200,
      { "x-hop": "dropped", connection: "x-hop", "keep-alive": "timeout=5", "set-cookie": "upstream=1" },
    );
  })
  .route("/", contract);
