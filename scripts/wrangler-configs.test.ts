// A plain `wrangler deploy` of either Worker ships no dev tools (decision 045):
// the top-level settings and every named environment are production-safe, and
// only the local .dev.vars examples turn the dev settings on.
import { readFileSync } from "node:fs";
import JSON5 from "json5";
import { describe, expect, it } from "vitest";
import { EXAMPLE_APP_TOKEN, EXAMPLE_FINDER_LINK_KEY } from "#shared/example-keys.ts";

type WranglerConfig = {
  workers_dev?: boolean;
  vars?: Record<string, string>;
  env?: Record<string, { vars?: Record<string, string>; workers_dev?: boolean }>;
};

const read = (path: string) => JSON5.parse<WranglerConfig>(readFileSync(path, "utf8"));
const localVars = (path: string) =>
  Object.fromEntries(
    readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

describe.each([
  { config: "wrangler.jsonc", flag: "DEV_TOOLS", example: ".dev.vars.example" },
  { config: "logistics-api/wrangler.jsonc", flag: "DEV_OUTBOX", example: "logistics-api/.dev.vars.example" },
])("$config", ({ config, flag, example }) => {
  const parsed = read(config);

  it(`a plain deploy has ${flag} off and no workers.dev route`, () => {
    expect(parsed.vars?.[flag]).toBe("false");
    expect(parsed.workers_dev).toBe(false);
  });

  it(`every named environment has ${flag} off`, () => {
    for (const [name, env] of Object.entries(parsed.env ?? {})) {
      expect({ name, value: env.vars?.[flag] }).toEqual({ name, value: "false" });
    }
  });

  it(`local runs turn ${flag} on in ${example}`, () => {
    expect(localVars(example)[flag]).toBe("true");
  });
});

describe("the keys committed for local runs", () => {
  // Both Workers refuse these outside loopback (shared/example-keys.ts): the constants must be the
  // values the example files hand to every local run.
  it("are the ones the Workers know to refuse", () => {
    expect(localVars(".dev.vars.example")).toMatchObject({
      APP_TOKEN: EXAMPLE_APP_TOKEN,
      FINDER_LINK_KEY: EXAMPLE_FINDER_LINK_KEY,
    });
    expect(localVars("logistics-api/.dev.vars.example")).toMatchObject({ APP_TOKEN: EXAMPLE_APP_TOKEN });
  });
});
