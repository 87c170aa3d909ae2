// The one zod-validator hook of the API: invalid input answers 400 with the
// issues, never reaches a handler, so nothing is stored from it.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { invalidInput } from "./errors.ts";

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(invalidInput(result.error), 400);
  });
}
