// The parts of a fuzzed HTTP request, as plain data (so fast-check can print and
// shrink a failing one): method, path parameters, query, content type and body.
// Each Worker's fuzz test (worker/http/fuzz.test.ts, logistics-api/src/fuzz.test.ts)
// adds its own headers and turns these into a Request with `requestBody`.
import fc from "fast-check";
import { junkJson } from "./zod-arbitrary.ts";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The route's own method most of the time (any method for `ALL`), now and then another one. */
export function methodFor(routeMethod: string): fc.Arbitrary<string> {
  const any = fc.constantFrom(...METHODS, "PROPFIND", "QUERY");
  return routeMethod === "ALL" ? any : fc.oneof({ weight: 4, arbitrary: fc.constant(routeMethod) }, any);
}

/** Printable ASCII: what a browser can put in a header value (workerd warns on the rest). */
export const headerText = (maxLength = 200) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "x"; // a lone surrogate cannot be encoded; browsers never send one
  }
};

/** One path segment: a known good value, something near it, or anything at all. */
export function pathSegment(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.constant("x") },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }).map(encoded) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }).map(encoded) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "%00",
        "%",
        "%zz",
        "%E0%A4%A",
        "%2F",
        "..",
        "%2e%2e",
        "a%2Fb",
        "%F0%9F%9A%9A",
        "x".repeat(5000),
        "-1",
        "0",
        "1e999",
        "null",
        "undefined",
        "__proto__",
        "constructor",
        "toString",
        "hasOwnProperty",
      ),
    },
  );
}

/** A query string (with its "?") for a value drawn from a query schema: an object's fields, or the value itself. */
export function toQuery(value: unknown): string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return `?${encoded(JSON.stringify(value) ?? "")}`;
  }
  const pairs = Object.entries(value).map(
    ([k, v]) => `${encoded(k)}=${encoded(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))}`,
  );
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`;
}

/** A query string (with its "?"), sometimes with the route's own keys. */
export function queryString(keys: readonly string[] = []): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, "x", "__proto__"), fc.string({ maxLength: 10 }));
  const value = fc.oneof(fc.constantFrom("", "true", "knight", "1"), fc.string({ maxLength: 40 }));
  return fc
    .array(fc.tuple(key, value), { maxLength: 3 })
    .map((pairs) =>
      pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join("&")}`,
    );
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/merge-patch+json",
  "application/jsonx",
  "text/plain",
  "text/plain;charset=UTF-8",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "application/x-www-form-urlencoded",
  "image/jpeg",
  "",
] as const;

/** What the client says it sends: mostly JSON, the body's own type, or anything. */
export const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 4, arbitrary: fc.constant("application/json") },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: headerText(60) },
);

export type FuzzBody =
  | { kind: "none" }
  | { kind: "text"; text: string }
  | { kind: "bytes"; bytes: Uint8Array }
  | { kind: "form"; fields: [string, string][]; file?: { name: string; type: string; bytes: Uint8Array } };

const text = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((t): FuzzBody => ({ kind: "text", text: t }));

/** JSON nested `depth` deep, as arrays or objects. */
const nested = fc
  .tuple(fc.integer({ min: 64, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );

/**
 * A body: JSON shaped like the route's own (`json`), any JSON, JSON cut short, garbage text and
 * bytes, nothing, empty, deeply nested, large, a form, a multipart form with a file.
 */
export function fuzzBody(json: fc.Arbitrary<unknown> = junkJson): fc.Arbitrary<FuzzBody> {
  const asJson = json.map((value) => JSON.stringify(value) ?? "null");
  return fc.oneof(
    { weight: 6, arbitrary: text(asJson) },
    { weight: 2, arbitrary: fc.constant<FuzzBody>({ kind: "none" }) },
    { weight: 1, arbitrary: text(fc.constant("")) },
    { weight: 1, arbitrary: text(junkJson.map((value) => JSON.stringify(value) ?? "null")) },
    {
      weight: 1,
      arbitrary: text(
        fc.tuple(asJson, fc.nat()).map(([whole, cut]) => whole.slice(0, cut % Math.max(1, whole.length))),
      ),
    },
    { weight: 1, arbitrary: text(fc.string({ unit: "binary", maxLength: 200 })) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes): FuzzBody => ({ kind: "bytes", bytes })),
    },
    { weight: 1, arbitrary: text(nested) },
    {
      weight: 1,
      arbitrary: text(
        fc
          .tuple(json, fc.integer({ min: 60 * 1024, max: 300 * 1024 }))
          .map(([value, size]) =>
            JSON.stringify(
              typeof value === "object" && value !== null && !Array.isArray(value)
                ? { ...value, padding: "x".repeat(size) }
                : ["x".repeat(size)],
            ),
          ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .record(
          {
            // workerd refuses a part name ending in a backslash before anything is sent.
            fields: fc.array(
              fc.tuple(
                fc.string({ maxLength: 12 }).filter((name) => !name.endsWith("\\")),
                fc.string({ maxLength: 40 }),
              ),
              { maxLength: 4 },
            ),
            file: fc.record({
              name: fc.constantFrom("photo.jpg", "a", ""),
              type: fc.constantFrom("image/jpeg", "image/png", "text/html", ""),
              bytes: fc.uint8Array({ maxLength: 256 }),
            }),
          },
          { requiredKeys: ["fields"] },
        )
        .map((form): FuzzBody => ({ kind: "form", ...form })),
    },
  );
}

/** The fetch body for a FuzzBody; a form sets its own multipart content type unless one is given. */
export function requestBody(body: FuzzBody): BodyInit | undefined {
  switch (body.kind) {
    case "none":
      return undefined;
    case "text":
      return body.text;
    case "bytes":
      return new Uint8Array(body.bytes);
    case "form": {
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      if (body.file) {
        form.append(
          "file",
          new File([new Uint8Array(body.file.bytes)], body.file.name, { type: body.file.type }),
        );
      }
      return form;
    }
  }
}

/** Fills a route's `:name` parameters and its `*` from the arbitraries given per name. */
export function fillPath(
  template: string,
  segment: (name: string) => fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const parts = template.split("/").map((part): fc.Arbitrary<string> => {
    if (part.startsWith(":")) return segment(part.slice(1).replace(/\{.*\}$/, ""));
    if (part === "*") {
      return fc.array(segment("*"), { minLength: 0, maxLength: 3 }).map((segments) => segments.join("/"));
    }
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((filled) => filled.join("/") || "/");
}

/** Each (method, path) a Hono app routes once, middleware included (`app.routes`). */
export function routesOf(routes: readonly { method: string; path: string }[]) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of routes) seen.set(`${method} ${path}`, { method, path });
  return [...seen.values()];
}

/** A photo upload as the contract has it: a `metadata` JSON part and a `file` part, often with an image's magic bytes. */
export function photoUpload(metadata: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  const jpeg = fc.uint8Array({ maxLength: 256 }).map((rest) => new Uint8Array([0xff, 0xd8, 0xff, ...rest]));
  return fc
    .record({
      metadata: fc.oneof(
        metadata.map((value) => JSON.stringify(value) ?? ""),
        fc.string({ maxLength: 40 }),
      ),
      type: fc.constantFrom("image/jpeg", "image/png", "image/webp", "application/pdf", ""),
      bytes: fc.oneof(jpeg, fc.uint8Array({ maxLength: 256 })),
      name: fc.constantFrom("photo.jpg", ""),
    })
    .map(
      ({ metadata, type, bytes, name }): FuzzBody => ({
        kind: "form",
        fields: [["metadata", metadata]],
        file: { name, type, bytes },
      }),
    );
}
