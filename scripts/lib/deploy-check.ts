// The one deploy check (decision 108): what `npm test`, `npm run check:deploy`,
// `npm run deploy:<target>` and the release pipeline (scripts/release.ts) all run on
// a target's config as it will go up, before anything is uploaded. Beyond the
// config's own rules (deploy-targets.ts: no placeholder, its own name and route,
// dev tools off), it applies:
// - the Worker's own configuration schema to the vars, and to the secrets a deploy
//   is given (`--secrets-file`), so a setting that would answer 500, or degrade a
//   feature, is refused; a secret's value is never printed;
// - what must differ between environments: the carrier API each edge calls, KV ids,
//   routes, origins (production pointed at staging's API is refused);
// - the code's bindings and Durable Object migrations, as the top level (what the
//   tests run) has them: a binding removed or migrations emptied is refused;
// - the carrier timeout the phone's own waits are tied to (decision 071).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { unstable_readConfig } from "wrangler";
import { ConfigSchema as ApiConfigSchema } from "#logistics-api/src/config.ts";
import { READ_TIMEOUT_MS } from "#web/lib/call-timeouts.ts";
import { ConfigSchema as EdgeConfigSchema, exampleKeysIn, parseConfig } from "#worker/config.ts";
import {
  type DeployConfig,
  type DeployTarget,
  deployProblems,
  deployTargets,
  placeholderReason,
  readWranglerConfig,
} from "./deploy-targets.ts";

/** A deploy target with its config resolved (the built one for the edge, when there is one). */
export type ResolvedTarget = { target: DeployTarget; config: DeployConfig };

export type DeployCheckInput = ResolvedTarget & {
  /** The top level of the same wrangler config: the code's bindings and migrations, as tested. */
  topLevel: DeployConfig;
  /** Every other deploy target, resolved: environments that must differ are compared with them. */
  others: ResolvedTarget[];
  /** The secrets a deploy is given (`--secrets-file`), when it is given some. */
  secrets?: Record<string, string>;
};

/** Carrier calls a read may make before the phone gives up on it: the session's re-check and the call. */
const CALLS_PER_READ = 2;

/**
 * Valid values standing in for the secrets a check is not given: the vars are judged by the schema
 * as they will run, whatever the Worker's secrets are.
 */
const STAND_INS: Record<DeployTarget["worker"], Record<string, string>> = {
  edge: {
    APP_TOKEN: "stand-in-app-token",
    FINDER_LINK_KEY: "stand-in-finder-link-key-of-32-characters",
    MAPS_KEY: "stand-in-maps-key",
    MONITORING_URL: "https://monitoring.hitchtrailers.com/stand-in",
  },
  api: {
    APP_TOKEN: "stand-in-app-token",
    SMS_API_KEY: "stand-in-sms-key",
    SMS_API_URL: "https://sms.hitchtrailers.com/stand-in",
    SMS_FROM: "+16025550100",
  },
};

/** The settings each Worker's schema knows: a secret named otherwise is a typo. */
const SETTINGS: Record<DeployTarget["worker"], string[]> = {
  edge: Object.keys(EdgeConfigSchema.def.shape),
  api: Object.keys(ApiConfigSchema.def.shape),
};

/** A secrets file as wrangler reads it: JSON, or `.env` lines (`NAME=value`). */
export function readSecretsFile(path: string): Record<string, string> {
  const text = readFileSync(path, "utf8");
  if (text.trimStart().startsWith("{")) {
    const parsed: unknown = JSON.parse(text);
    const entries = Object.entries(parsed as Record<string, unknown>);
    return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
  }
  return parseEnv(text) as Record<string, string>;
}

/** Where a setting comes from, as the problem names it. */
function placeOf(key: string, vars: Record<string, unknown>, secrets: Record<string, string>): string {
  if (key in secrets) return `secret ${key}`;
  return key in vars ? `vars.${key}` : key;
}

/** The Worker's own configuration schema, applied to the vars and the given secrets. */
function schemaProblems({ target, config, secrets = {} }: DeployCheckInput): string[] {
  const vars = config.vars ?? {};
  const settings = { ...STAND_INS[target.worker], ...vars, ...secrets };
  const problems: string[] = [];
  for (const key of Object.keys(secrets)) {
    if (!SETTINGS[target.worker].includes(key))
      problems.push(`secret ${key} is not a setting of this Worker`);
  }
  if (target.worker === "edge") {
    const result = parseConfig(settings);
    const wrong = result.ok ? result.degraded : result.problems;
    for (const [key, problem] of Object.entries(wrong)) {
      const effect = result.ok ? "(its feature would be degraded)" : "(every request would answer 500)";
      problems.push(`${placeOf(key, vars, secrets)} ${problem} ${effect}`);
    }
    if (result.ok) {
      for (const key of exampleKeysIn(result.config)) {
        problems.push(`secret ${key} is the example committed for local runs`);
      }
    }
  } else {
    const result = ApiConfigSchema.safeParse(settings);
    for (const issue of result.success ? [] : result.error.issues) {
      const key = String(issue.path[0] ?? "(env)");
      problems.push(`${placeOf(key, vars, secrets)} ${issue.message} (every request would answer 461)`);
    }
  }
  // A secret's value is never printed: only its name and why it is not one a deploy can use.
  for (const [key, value] of Object.entries(secrets)) {
    const reason = placeholderReason(value);
    if (reason) problems.push(`secret ${key} ${reason.replace(/ \(.*\)$/, "")}`);
  }
  return problems;
}

const hostOf = (url: unknown) =>
  typeof url === "string" && URL.canParse(url) ? new URL(url).host : undefined;
const routeHosts = (config: DeployConfig) =>
  [...(config.routes ?? []), ...(config.route ? [config.route] : [])].map((route) =>
    (typeof route === "string" ? route : route.pattern).replace(/\/.*$/, "").replace(/^\*\.?/, ""),
  );

/** What must differ from every other environment, and what must agree with its partner's. */
function environmentProblems({ target, config, others }: DeployCheckInput): string[] {
  const problems: string[] = [];
  for (const other of others) {
    const { name } = other.target;
    for (const host of routeHosts(config)) {
      if (routeHosts(other.config).includes(host)) problems.push(`routes: ${host} is ${name}'s route too`);
    }
    for (const kv of config.kv_namespaces ?? []) {
      const shared = (other.config.kv_namespaces ?? []).find((theirs) => kv.id && theirs.id === kv.id);
      if (shared) {
        problems.push(
          `kv_namespaces ${kv.binding}: its id is ${name}'s ${shared.binding} too (each environment keeps its own data)`,
        );
      }
    }
    if (target.worker !== "edge" || other.target.worker !== "edge") continue;
    const upstream = hostOf(config.vars?.EXTERNAL_API_URL);
    if (upstream !== undefined && upstream === hostOf(other.config.vars?.EXTERNAL_API_URL)) {
      problems.push(
        `vars.EXTERNAL_API_URL is ${name}'s carrier API too (${upstream}): each environment calls its own`,
      );
    }
    if (hostOf(config.vars?.ROOT_URL) === hostOf(other.config.vars?.ROOT_URL)) {
      problems.push(`vars.ROOT_URL is ${name}'s too`);
    }
  }
  // An edge may call only its own environment's reference API (staging's), never another's.
  if (target.worker === "edge") {
    const upstream = hostOf(config.vars?.EXTERNAL_API_URL);
    for (const other of others) {
      if (other.target.worker === "api" && other.target.env !== target.env && upstream !== undefined) {
        if (routeHosts(other.config).includes(upstream)) {
          problems.push(
            `vars.EXTERNAL_API_URL is ${other.target.name}'s reference API (${upstream}), not ${target.env}'s carrier`,
          );
        }
      }
    }
  } else {
    // The reference API prints stickers for its own environment's app, and is what that app calls.
    const edge = others.find((other) => other.target.worker === "edge" && other.target.env === target.env);
    if (edge) {
      if (config.vars?.APP_ORIGIN !== edge.config.vars?.ROOT_URL)
        problems.push(
          `vars.APP_ORIGIN must be ${edge.target.name}'s ROOT_URL (${edge.config.vars?.ROOT_URL})`,
        );
      const called = hostOf(edge.config.vars?.EXTERNAL_API_URL);
      if (called !== undefined && !routeHosts(config).includes(called))
        problems.push(`routes must serve ${called}, the API ${edge.target.name} calls`);
    }
    if (config.vars?.SMS_PROVIDER !== "http") problems.push('vars.SMS_PROVIDER must be "http"');
  }
  return problems;
}

type Migration = { tag: string; new_sqlite_classes?: string[]; new_classes?: string[] };
type WithBindings = DeployConfig & {
  migrations?: Migration[];
  version_metadata?: { binding: string };
  assets?: { binding?: string };
};

const bindingList = (config: WithBindings) => [
  ...(config.kv_namespaces ?? []).map((kv) => `kv_namespaces ${kv.binding}`),
  ...(config.durable_objects?.bindings ?? []).map((d) => `durable_objects ${d.name} (${d.class_name})`),
  ...(config.d1_databases ?? []).map((d1) => `d1_databases ${d1.binding}`),
  ...(config.r2_buckets ?? []).map((r2) => `r2_buckets ${r2.binding}`),
  ...(config.version_metadata ? [`version_metadata ${config.version_metadata.binding}`] : []),
  ...(config.assets?.binding ? [`assets ${config.assets.binding}`] : []),
];

/** The bindings and migrations the code is typed and tested against: the top level's. */
function codeProblems({ config, topLevel }: DeployCheckInput): string[] {
  const problems: string[] = [];
  const mine = bindingList(config as WithBindings);
  for (const binding of bindingList(topLevel as WithBindings)) {
    if (!mine.includes(binding)) problems.push(`${binding} is missing: the code uses it`);
  }
  const tags = (migrations: Migration[] | undefined) =>
    (migrations ?? []).map(
      (m) => `${m.tag} ${[...(m.new_sqlite_classes ?? []), ...(m.new_classes ?? [])].join(" ")}`,
    );
  const expected = tags((topLevel as WithBindings).migrations);
  const actual = tags((config as WithBindings).migrations);
  if (expected.join(", ") !== actual.join(", ")) {
    problems.push(
      `migrations must be the code's (${expected.join(", ")}), not (${actual.join(", ") || "none"})`,
    );
  }
  return problems;
}

/** The phone's own wait for a read must outlast the Worker's carrier calls (decision 071). */
function timeoutProblems({ target, config }: DeployCheckInput): string[] {
  if (target.worker !== "edge") return [];
  const problems: string[] = [];
  const timeout = Number(config.vars?.REQUEST_TIMEOUT_MS);
  if (Number.isFinite(timeout) && (timeout === 0 || timeout * CALLS_PER_READ >= READ_TIMEOUT_MS)) {
    problems.push(
      `vars.REQUEST_TIMEOUT_MS must be under ${READ_TIMEOUT_MS / CALLS_PER_READ} ms: the phone gives up on a read after ${READ_TIMEOUT_MS} ms (web/src/lib/call-timeouts.ts)`,
    );
  }
  if (config.vars?.MONITORING_ENABLED !== "true") {
    problems.push('vars.MONITORING_ENABLED must be "true": someone is told when the carrier fails');
  }
  return problems;
}

/** Everything wrong with a target's config as it will go up, each a line naming what to fix. */
export function deployCheck(input: DeployCheckInput): string[] {
  return [
    ...deployProblems(input.target, input.config, input.topLevel.name ?? ""),
    ...schemaProblems(input),
    ...environmentProblems(input),
    ...codeProblems(input),
    ...timeoutProblems(input),
  ];
}

/** Every deploy target with its config as wrangler resolves it from the source. */
export function resolvedTargets(root = "."): ResolvedTarget[] {
  return deployTargets(root).map((target) => ({
    target,
    config: unstable_readConfig({ config: join(root, target.config), env: target.env }) as DeployConfig,
  }));
}

/** deployCheck() of one target's config, the project at `root` giving its top level and the others. */
export function checkTarget(
  target: DeployTarget,
  config: DeployConfig,
  { root = ".", secrets }: { root?: string; secrets?: Record<string, string> } = {},
): string[] {
  return deployCheck({
    target,
    config,
    topLevel: readWranglerConfig(join(root, target.config)),
    others: resolvedTargets(root).filter((other) => other.target.name !== target.name),
    secrets,
  });
}
