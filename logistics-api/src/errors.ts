import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod/mini";
import type { LogisticsErrorBody } from "#shared/logistics/common.ts";

/**
 * An answer other than success, thrown from anywhere in a handler and turned
 * into JSON by the app's error handler. The body is always an LogisticsErrorBody;
 * calls whose answer has its own failure shape (associations, documents) merge
 * that shape in, so the body satisfies both schemas.
 */
export class LogisticsError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: LogisticsErrorBody & Record<string, unknown>,
  ) {
    super(body.message);
  }

  /** The same error with the failure shape of a particular answer merged in. */
  with(extra: Record<string, unknown>): LogisticsError {
    return new LogisticsError(this.status, { ...this.body, ...extra });
  }
}

/** Zod issues as the `validationErrors` of an LogisticsErrorBody. */
export function validationErrors(
  error: z.core.$ZodError,
): NonNullable<LogisticsErrorBody["validationErrors"]> {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

export function invalidInput(error: z.core.$ZodError): LogisticsErrorBody {
  return { message: "Invalid input", validationErrors: validationErrors(error) };
}
