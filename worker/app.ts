// The edge Worker: security headers on everything, configuration checked first,
// /api/* for the client (typed end to end through AppType) with a body limit, the
// QR landing, the dev tools proxy, and the built client for every other path.
import { Hono } from "hono";
import { except } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import { apiErrorBody, NO_RESPONSE } from "#shared/api-error.ts";
import { alertRoutes } from "#worker/api/alerts.ts";
import { assessmentRoutes } from "#worker/api/assessments.ts";
import { associationRoutes } from "#worker/api/associations.ts";
import { configRoutes } from "#worker/api/config.ts";
import { documentRoutes } from "#worker/api/documents.ts";
import { featureFlagRoutes } from "#worker/api/feature-flags.ts";
import { feedbackRoutes } from "#worker/api/feedback.ts";
import { finderRoutes } from "#worker/api/finder.ts";
import { health } from "#worker/api/health.ts";
import { launchStateRoutes } from "#worker/api/launch-state.ts";
import { reportRoutes } from "#worker/api/reports.ts";
import { sessionRoutes } from "#worker/api/session.ts";
import { trailerRoutes } from "#worker/api/trailers.ts";
import { bodyLimit, JSON_BODY_LIMIT_BYTES } from "#worker/http/body-limit.ts";
import { csrfProtection } from "#worker/http/csrf.ts";
import { drainUnreadBody } from "#worker/http/drain-unread-body.ts";
import { loadConfig } from "#worker/http/load-config.ts";
import { requestIdentity, requestIdInAnswers } from "#worker/http/request-id.ts";
import { pagePolicy, securityHeaders } from "#worker/http/security-headers.ts";
import { validationError } from "#worker/http/validate.ts";
import { serveAsset } from "#worker/pages/assets.ts";
import { devProxyRoutes } from "#worker/pages/dev-proxy.ts";
import { trailerLandingRoutes } from "#worker/pages/trailer-landing.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";
import { upstreamMessage } from "#worker/upstream/upstream-messages.ts";
import type { AppEnv } from "./app-env.ts";

/** The browser's API; `typeof api` is what `hc<AppType>` reads. */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .route("/session", sessionRoutes)
  .route("/launch-state", launchStateRoutes)
  .route("/alerts", alertRoutes)
  .route("/feature-flags", featureFlagRoutes)
  .route("/feedback", feedbackRoutes)
  .route("/trailers", trailerRoutes)
  .route("/associations", associationRoutes)
  .route("/assessments", assessmentRoutes)
  .route("/documents", documentRoutes)
  .route("/finder", finderRoutes)
  .route("/reports", reportRoutes)
  .route("/config", configRoutes);

export const app = new Hono<AppEnv>();

app.use(drainUnreadBody);
// Hono's secureHeaders sets its headers in place: outside pagePolicy, which copies an asset's answer.
app.use(securityHeaders);
app.use(pagePolicy);
app.use(requestIdentity);
app.use(requestIdInAnswers);
// Before the configuration middleware: a broken configuration is one of the things it reports.
app.get("/api/health", health);
app.use(loadConfig);
app.use("/api/*", csrfProtection);
app.use("/__dev/*", csrfProtection);
// The photo upload is multipart and larger: its route applies bodyLimit() with its own size.
app.use("/api/*", except("/api/documents", bodyLimit(JSON_BODY_LIMIT_BYTES)));

app.route("/", api);
app.all("/api/*", (c) => c.json(apiErrorBody("notFound", 404, "No such API route."), 404));
app.route("/", trailerLandingRoutes);
app.route("/", devProxyRoutes);
app.all("*", serveAsset);

app.onError((error, c) => {
  if (error instanceof UpstreamError) {
    // docs/product.md §8's ApiError in the body: the upstream's status and reason code, in the app's own
    // words, never the upstream's (decision 047). No answer at all is statusCode 408 'No Response
    // From API'; on the wire it is a 504, because browsers silently resend a request answered 408.
    const { statusCode, reasonCode } = error.failure;
    if (error.kind === "appToken") {
      // The carrier refused the app's own token (decision 071): an outage, told as one; the
      // driver's session is kept and their work waits in the outbox.
      return c.json(apiErrorBody("upstream", 503, "Service Unavailable", { reasonCode }), 503);
    }
    if (error.kind === "timeout") {
      return c.json(
        apiErrorBody("timeout", NO_RESPONSE.statusCode, NO_RESPONSE.message, { reasonCode }),
        504,
      );
    }
    if (error.kind === "unreadable") {
      return c.json(apiErrorBody("unreadableAnswer", 502, error.failure.message), 502);
    }
    return c.json(apiErrorBody("upstream", statusCode, upstreamMessage(reasonCode), { reasonCode }), 502);
  }
  if (error instanceof HTTPException && error.status === 400) {
    // Malformed JSON and the like, thrown by Hono's validator before zod sees the body.
    return c.json(validationError([{ path: "", message: error.message }]), 400);
  }
  c.var.log?.error("unhandledError", { cause: error.name });
  return c.json(apiErrorBody("internal", 500, "Unknown Error"), 500);
});
