// Hono's typed context for the edge Worker: bindings from wrangler types, and
// what the configuration middleware puts on every request.
import type { Config } from "./config.ts";
import type { Logger } from "./log/logger.ts";
import type { InlineHashes } from "./pages/inline-hashes.ts";
import type { SessionRecord } from "./session/session-store.ts";
import type { LogisticsClient } from "./upstream/logistics-client.ts";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** This request's id (http/request-id.ts): in every log line, sent upstream, returned to the phone. */
    requestId: string;
    config: Config;
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
  Variables: { session: { id: string; record: SessionRecord } };
};
