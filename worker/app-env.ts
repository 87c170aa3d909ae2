// Hono's typed context for the edge Worker: bindings from wrangler types, and
// what the configuration middleware puts on every request.

import type { Logger } from "#worker/log/logger.ts";
import type { InlineHashes } from "#worker/pages/inline-hashes.ts";
import type { OpenSession } from "#worker/session/session-store.ts";
import type { LogisticsClient } from "#worker/upstream/logistics-client.ts";
import type { Config } from "./config.ts";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** This request's id (http/request-id.ts): in every log line, sent upstream, returned to the phone. */
    requestId: string;
    config: Config;
    /**
     * A local run over plain http (session/local-http.ts, decision 073), judged by the dev setting as
     * configured: a phone on the same network gets production's dev tools (decision 045) but a
     * session cookie it can keep.
     */
    localHttpRun: boolean;
    log: Logger;
    logistics: LogisticsClient;
    /** A write's key when its body is not JSON (a photo's upload id), for its failure's log line. */
    writeKey?: string;
    /** CSP hashes of the inline styles and script of the page being served (pages/inline-hashes.ts). */
    inlineHashes?: InlineHashes;
  };
};

/** Routes behind requireSession also see the driver's session. */
export type SessionEnv = AppEnv & {
  Variables: { session: OpenSession };
};
