// zod validation of every body, query and parameter with the shared schemas.
// Invalid input answers 400 with the issues in the ApiError shape, never 500.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { en } from "zod/locales";
import { z } from "zod/mini";
import { apiErrorBody } from "#shared/api-error.ts";

// zod/mini registers no locale: without this, zod's own messages in the 400
// answers (a missing field, a wrong type) would all read just "Invalid input".
z.config(en());

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export type Issue = { path: string; message: string };

export function issuesOf(error: z.core.$ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

export function validationError(issues: Issue[]) {
  return apiErrorBody("validation", 400, "The request is not valid.", { issues });
}

export const validate = <Target extends keyof ValidationTargets, T extends z.core.$ZodType>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result, c) => {
    if (target === "json") {
      // A body of another type is never read, so say that rather than list every field as missing.
      const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
      if (!JSON_MEDIA_TYPE.test(mediaType)) {
        return c.json(validationError([{ path: "", message: "expected an application/json body" }]), 400);
      }
    }
    if (!result.success) return c.json(validationError(issuesOf(result.error)), 400);
  });
