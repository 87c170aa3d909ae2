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
// `?since=<seq>` lists only the later ones. Each workerd of the Worker tests gets a mock
// of its own (vitest.config.ts), and each test file starts it anew (POST /__mock/reset,
// worker/test/fresh-storage.ts), so a file never meets another's settings or requests
// (decisions 080, 139).
// GET /__mock/documents lists the photos stored.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
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

type Answer = { status: number; body: unknown };

const WRITES = new Set<LogisticsCallName>(
  (Object.keys(LOGISTICS_CALLS) as LogisticsCallName[]).filter((name) => "success" in LOGISTICS_CALLS[name]),
);

/** One mock's state: its contracts (each with state of its own), the conformance answers, the requests. */
function mockState() {
  return {
    // Photos off, so a test can tell the real answer from the Worker's default (on).
    scenario: createLogisticsScenario({ trailerPhotosWorkflowEnabled: false }),
    fuzz: createLogisticsScenario({ trailerPhotosWorkflowEnabled: false }).app,
    spec: createLogisticsScenario({ trailerPhotosWorkflowEnabled: false, dialect: "spec" }).app,
    conformance: createLogisticsScenario({ trailerPhotosWorkflowEnabled: false }).app,
    /** The conformance suite's answers, by call, and the last answer each call got. */
    conformanceAnswers: new Map<LogisticsCallName, Answer>(),
    conformanceCaptured: new Map<LogisticsCallName, Answer>(),
    recorded: [] as Recorded[],
    lastSeq: 0,
  };
}
type MockState = ReturnType<typeof mockState>;

async function conformance(state: MockState, request: Request): Promise<Response> {
  const name = callNamed(request.method, new URL(request.url).pathname);
  const set = name && state.conformanceAnswers.get(name);
  if (set) return Response.json(set.body, { status: set.status });
  const response = await state.conformance.fetch(request);
  if (name) {
    const text = await response.clone().text();
    state.conformanceCaptured.set(name, {
      status: response.status,
      body: text === "" ? undefined : JSON.parse(text),
    });
  }
  return response;
}

const recorder = (state: MockState) =>
  createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    const headers: Record<string, string> = {};
    for (const name of RECORDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    const entry: Recorded = {
      seq: ++state.lastSeq,
      method: c.req.method,
      path: url.pathname + url.search,
      headers,
      body: await c.req.raw.clone().text(),
    };
    state.recorded.push(entry);
    if (state.recorded.length > RECORD_LIMIT) state.recorded.shift();
    await next();
    entry.status = c.res.status;
  });

/** A hanging answer: held until the caller gives up, or HANG_CAP_MS. */
async function hang(request: Request): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_CAP_MS);
    // Node: do not keep the test process alive for it.
    (timer as unknown as { unref?: () => void }).unref?.();
    request.signal.addEventListener("abort", () => resolve());
  });
}

/** The answer of a host other than logistics.test (the header's list), or undefined for the contract. */
async function otherHost(state: MockState, request: Request): Promise<Response | undefined> {
  const host = new URL(request.url).hostname;
  const json = (body: unknown, status: number, headers?: HeadersInit) =>
    Response.json(body, { status, headers });
  switch (host) {
    case "hang.logistics.test":
      await hang(request);
      return json(error("Answered too late"), 504);
    case "error.logistics.test":
      return json(error("Cache failure", ReasonCode.cacheFailure), 500);
    case "leaky.logistics.test":
      return json(error(LEAKED_UPSTREAM_TEXT, ReasonCode.cacheFailure), 500);
    case "terse.logistics.test":
      return json({ reasonCode: ReasonCode.cacheFailure }, 500);
    case "fuzz.logistics.test":
      return state.fuzz.fetch(request);
    case "spec.logistics.test":
      return state.spec.fetch(request);
    case "conformance.logistics.test":
      return conformance(state, request);
    case "lost.logistics.test": {
      const answer = await state.spec.fetch(request);
      const name = callNamed(request.method, new URL(request.url).pathname);
      const text = await answer.clone().text();
      const made = answer.ok && !text.includes('"isSuccessful":false') && text !== "false";
      return name && WRITES.has(name) && made ? new Response("Bad gateway", { status: 502 }) : answer;
    }
    // The alert webhook (MONITORING_URL): takes what it is sent, recorded like every request.
    case "monitoring.test":
      return new Response(null, { status: 202 });
    case "garbage.logistics.test":
      return new Response("<html><body>Bad gateway</body></html>", {
        headers: { "content-type": "application/json" },
      });
    default:
      return undefined;
  }
}

/** A logistics mock with state of its own: one per workerd of the Worker tests (vitest.config.ts). */
export function createLogisticsMock() {
  const state = mockState();
  return (
    new Hono()
      .get("/__mock/requests", (c) => {
        const since = Number(c.req.query("since") ?? 0);
        return c.json(
          state.recorded.filter((r) => r.seq > since),
          200,
          { "x-mock-seq": String(state.lastSeq) },
        );
      })
      .get("/__mock/documents", (c) => c.json([...state.scenario.settings.documents.values()]))
      // A test file's start (worker/test/fresh-storage.ts): the state as new, as if the file were alone.
      .post("/__mock/reset", (c) => {
        Object.assign(state, mockState());
        return c.body(null, 204);
      })
      .post("/__mock/conformance", async (c) => {
        const { call, answer } = await c.req.json<{ call: LogisticsCallName; answer?: Answer }>();
        if (answer) state.conformanceAnswers.set(call, answer);
        else state.conformanceAnswers.delete(call);
        return c.body(null, 204);
      })
      .get("/__mock/conformance/captured", (c) => c.json(Object.fromEntries(state.conformanceCaptured)))
      .use(recorder(state))
      .all("*", async (c, next) => (await otherHost(state, c.req.raw)) ?? next())
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
      // Read at each request: a reset replaces the scenario.
      .all("*", (c) => state.scenario.app.fetch(c.req.raw))
  );
}
