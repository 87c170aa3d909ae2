// The one zod-validator hook of the API: invalid input answers 400 with the
// issues, never reaches a handler, so nothing is stored from it.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { en } from "zod/locales";
import { z } from "zod/mini";
import { invalidInput } from "./errors.ts";

// zod/mini registers no locale: without this, zod's own messages in the 400
// answers (a missing field, a wrong type) would all read just "Invalid input".
z.config(en());

export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(invalidInput(result.error), 400);
  });
}
