// The reference logistics API: every call of docs/product.md §7 under the same method and
// path, on D1 + R2. Guards: the app token on /api/*, the identity token on calls
// that act for a driver (per route). Errors are JSON { message, reasonCode?,
// validationErrors? }; bad input is 400, never 500.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requireAppToken } from "#logistics-api/src/middleware/app-token.ts";
import { loadConfig } from "#logistics-api/src/middleware/config.ts";
import { answerInDialect } from "#logistics-api/src/middleware/dialect.ts";
import { alerts } from "#logistics-api/src/routes/alerts.ts";
import { dev } from "#logistics-api/src/routes/dev.ts";
import { documents } from "#logistics-api/src/routes/documents.ts";
import { drivers } from "#logistics-api/src/routes/drivers.ts";
import { fbaAuthentication } from "#logistics-api/src/routes/fba-authentication.ts";
import { featureFlags } from "#logistics-api/src/routes/feature-flags.ts";
import { loads } from "#logistics-api/src/routes/loads.ts";
import { logisticsApp } from "#logistics-api/src/routes/logistics-app.ts";
import { trailerAssessment } from "#logistics-api/src/routes/trailer-assessment.ts";
import { trailerAssociations } from "#logistics-api/src/routes/trailer-associations.ts";
import { trailers } from "#logistics-api/src/routes/trailers.ts";
import type { LogisticsErrorBody } from "#shared/logistics/common.ts";
import { LogisticsError } from "./errors.ts";
import type { ApiEnv } from "./hono-env.ts";

/** JSON bodies are small; photos go to /api/documents with their own limit. */
const JSON_BODY_MAX_BYTES = 64 * 1024;

const app = new Hono<ApiEnv>();

app.use(loadConfig);
// Dev only: answers as a carrier keeping to the spec alone, when switched to (decision 061).
app.use("/api/*", answerInDialect);
app.use("/api/*", requireAppToken);
// Every call with a body except documents (multipart) takes JSON.
app.use("/api/*", async (c, next) => {
  if (c.req.method === "GET" || c.req.path === "/api/documents") return next();
  const hasBody =
    Number(c.req.header("content-length") ?? 0) > 0 || c.req.header("transfer-encoding") !== undefined;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (hasBody && !type.startsWith("application/json"))
    throw new LogisticsError(415, { message: "Send JSON (content-type: application/json)" });
  return bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new LogisticsError(413, { message: "Request body too large" });
    },
  })(c, next);
});

app
  // Each router routes its calls at the contract's own paths (shared/logistics/contract.ts).
  .route("/", fbaAuthentication)
  .route("/", drivers)
  .route("/", loads)
  .route("/", trailers)
  .route("/", trailerAssessment)
  .route("/", trailerAssociations)
  .route("/", logisticsApp)
  .route("/", documents)
  .route("/", featureFlags)
  .route("/", alerts)
  .route("/__dev", dev);

app.notFound((c) => c.json({ message: "Not found" } satisfies LogisticsErrorBody, 404));

app.onError((error, c) => {
  if (error instanceof LogisticsError) return c.json(error.body, error.status);
  // Hono's own refusals, e.g. a malformed JSON body (400).
  if (error instanceof HTTPException)
    return c.json({ message: error.message || "Bad request" } satisfies LogisticsErrorBody, error.status);
  console.error("unhandled error:", error instanceof Error ? error.name : "unknown");
  return c.json({ message: "Internal error" } satisfies LogisticsErrorBody, 500);
});

export default app;
