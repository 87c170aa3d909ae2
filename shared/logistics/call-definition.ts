// What an entry of the logistics API's contract (shared/logistics/contract.ts) holds, and `call()`,
// which checks an entry as it is written.
import type { z } from "zod/mini";
import type { ReasonCodeValue } from "./reason-codes.ts";

type Schema = z.ZodMiniType;
type ObjectSchema = z.ZodMiniObject;

/** The `:name` parameters of a path template, e.g. "a/:id/:company" gives "id" | "company". */
type PathParameterNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A call of the logistics API, as the table describes it. */
export type LogisticsCallDefinition = {
  method: "GET" | "POST";
  /** Below the API's base URL; `:name` marks a path parameter (Hono's syntax, routed as is). */
  path: string;
  /**
   * "driver": the app token and the driver's identity token (Bearer). "app": the app token; the
   * identity token goes too when the Worker makes the call for a signed-in driver.
   */
  guard: "app" | "driver";
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** A JSON body. */
  body?: Schema;
  /** A multipart body: a `metadata` part (JSON, this schema) and a `file` part. */
  multipart?: ObjectSchema;
  /** The answer of a 2xx as the reference API sends it (strict; the test mock holds its answers to it). */
  response: Schema;
  /** The answer of a 2xx as the edge reads it (tolerant, decision 061): its output is what the edge works with. */
  read: Schema;
  /** A write's success shape (docs/product.md §5, §7): a 2xx whose answer fails it is a refusal, never a success. */
  success?: (answer: never) => boolean;
  /**
   * A POST that only reads (a check, the order's state, a token's validity): sent once more when
   * its connection failed before any answer, as a GET is. Never a write, a text sent or a code
   * checked, whose first sending may have been made (the write journal's question, worker/writes/).
   */
  resendable?: true;
  /** Fields Hitch sends or reads that docs/product.md §7 and §3 do not name, with what the app does without them. */
  extensions?: Extensions;
  /** The body of a refusal when the call has a shape of its own for it (any call may also answer a LogisticsErrorBody). */
  failure?: Schema;
  /** The reason codes of docs/product.md §8 this call may answer. */
  reasonCodes: readonly ReasonCodeValue[];
};

/**
 * Field paths (dots; `[]` for each item of a list; `=value` on the last one when only that value is
 * an extension) that are Hitch's extensions of docs/product.md §7, each with what the app does when a carrier
 * ignores it (a request field) or leaves it out (an answer field).
 */
type Extensions = {
  query?: Readonly<Record<string, string>>;
  body?: Readonly<Record<string, string>>;
  answer?: Readonly<Record<string, string>>;
};

/** Whether an entry's params schema names exactly the `:name`s of its path (none when there are none). */
type ParamsMatchPath<C> = C extends { path: infer Path extends string }
  ? [PathParameterNames<Path>] extends [never]
    ? C extends { params: z.ZodMiniType }
      ? false
      : true
    : C extends { params: z.ZodMiniObject<infer Shape> }
      ? [keyof Shape] extends [PathParameterNames<Path>]
        ? [PathParameterNames<Path>] extends [keyof Shape]
          ? true
          : false
        : false
      : false
  : false;

/** A JSON body and a multipart body are never both given. */
type OneBody<C> = C extends { body: z.ZodMiniType; multipart: z.ZodMiniType } ? false : true;

/** An entry of the table, checked as it is written: a mismatch is a type error on that entry. */
export function call<const C extends LogisticsCallDefinition>(
  definition: C &
    (ParamsMatchPath<C> extends true
      ? unknown
      : { "params must name exactly the path's :parameters": never }) &
    (OneBody<C> extends true ? unknown : { "give a JSON body or a multipart body, not both": never }),
): C {
  return definition;
}
