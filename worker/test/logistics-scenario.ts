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
//   spec.logistics.test     the contract as a carrier keeping to docs/product.md §3 and §7 alone
//                           answers it (shared/logistics/spec-dialect.ts), state of its own
//   lost.logistics.test     the same carrier, whose answers to writes are lost on the way
//                           back (502 with no body to read) once the write is made
//   conformance.logistics.test  the contract, state of its own, where a test may capture
//                           the answer a call gets and then have it answered with a
//                           variant of its own (the conformance suite):
//                           POST /__mock/conformance {call, answer?} sets (or clears) it,
//                           GET /__mock/conformance/captured lists the last answer per call
//   monitoring.test         the alert webhook (MONITORING_URL): 202 to anything
// GET /__mock/requests lists recent requests (seq, method, path, selected headers,
// body, and the status the mock answered) so tests can check what the Worker sent;
// `?since=<seq>` lists only the later ones. Test files run side by side and share
// this list: tell your own requests apart by their phone numbers or tokens.
// GET /__mock/documents lists the photos stored.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { LogisticsErrorBody } from "#shared/logistics/common.ts";
import { callNamed, LOGISTICS_CALLS, type LogisticsCallName } from "#shared/logistics/contract.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { LEAKED_UPSTREAM_TEXT } from "#tests/mocks/logistics-data.ts";
import { createLogisticsScenario } from "#tests/mocks/logistics-scenario.ts";

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
const specContract = createLogisticsScenario({ trailerPhotosWorkflowEnabled: false, dialect: "spec" }).app;
const conformanceContract = createLogisticsScenario({ trailerPhotosWorkflowEnabled: false }).app;

type Answer = { status: number; body: unknown };
/** The conformance suite's answers, by call, and the last answer each call got. */
const conformanceAnswers = new Map<LogisticsCallName, Answer>();
const conformanceCaptured = new Map<LogisticsCallName, Answer>();

const WRITES = new Set<LogisticsCallName>(
  (Object.keys(LOGISTICS_CALLS) as LogisticsCallName[]).filter((name) => "success" in LOGISTICS_CALLS[name]),
);

async function conformance(request: Request): Promise<Response> {
  const name = callNamed(request.method, new URL(request.url).pathname);
  const set = name && conformanceAnswers.get(name);
  if (set) return Response.json(set.body, { status: set.status });
  const response = await conformanceContract.fetch(request);
  if (name) {
    const text = await response.clone().text();
    conformanceCaptured.set(name, {
      status: response.status,
      body: text === "" ? undefined : JSON.parse(text),
    });
  }
  return response;
}

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
  .post("/__mock/conformance", async (c) => {
    const { call, answer } = await c.req.json<{ call: LogisticsCallName; answer?: Answer }>();
    if (answer) conformanceAnswers.set(call, answer);
    else conformanceAnswers.delete(call);
    return c.body(null, 204);
  })
  .get("/__mock/conformance/captured", (c) => c.json(Object.fromEntries(conformanceCaptured)))
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
    if (host === "spec.logistics.test") return specContract.fetch(c.req.raw);
    if (host === "conformance.logistics.test") return conformance(c.req.raw);
    if (host === "lost.logistics.test") {
      const answer = await specContract.fetch(c.req.raw);
      const name = callNamed(c.req.method, new URL(c.req.url).pathname);
      const text = await answer.clone().text();
      const made = answer.ok && !text.includes('"isSuccessful":false') && text !== "false";
      return name && WRITES.has(name) && made ? c.body("Bad gateway", 502 as ContentfulStatusCode) : answer;
    }
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
