// What can be deployed, and what a deploy configuration must be (decision 069).
// The edge Worker is deployed as built by the Vite plugin (`CLOUDFLARE_ENV=<env>
// vite build` writes dist/hitch/wrangler.json, the config `wrangler deploy` then
// reads); the reference API straight from its own config. Either way the config
// that goes up is checked here first: it is the environment it names, it has a
// route its ROOT_URL or APP_ORIGIN is served on, and no value in it is a
// placeholder (an angle-bracket note, an example or reserved domain, an all-zero
// id, loopback), so what cannot work in production never leaves the machine.
import { readFileSync } from "node:fs";
import JSON5 from "json5";

const EDGE_CONFIG = "wrangler.jsonc";
const API_CONFIG = "logistics-api/wrangler.jsonc";
/** The redirected config a build of the edge Worker writes, relative to the project. */
export const BUILT_EDGE_CONFIG = "dist/hitch/wrangler.json";

export type DeployTarget = {
  /** What `npm run deploy:<name>` calls it. */
  name: string;
  worker: "edge" | "api";
  /** The wrangler environment (`env.<env>` of the config). */
  env: string;
  config: string;
};

type Route = string | { pattern: string; custom_domain?: boolean; zone_name?: string };

/** The fields of a (resolved) wrangler config this module reads. */
export type DeployConfig = {
  name?: string;
  targetEnvironment?: string;
  workers_dev?: boolean;
  routes?: Route[];
  route?: Route;
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
  kv_namespaces?: { binding: string; id?: string }[];
  d1_databases?: { binding: string; database_name?: string; database_id?: string }[];
  r2_buckets?: { binding: string; bucket_name?: string }[];
  durable_objects?: { bindings?: { name: string; class_name: string }[] };
  observability?: { enabled?: boolean; redact_query_string?: boolean; traces?: { enabled?: boolean } };
  env?: Record<string, DeployConfig>;
};

export const readWranglerConfig = (path: string) => JSON5.parse<DeployConfig>(readFileSync(path, "utf8"));

/** Every named environment of both Workers; the top levels are local development's. */
export function deployTargets(root = "."): DeployTarget[] {
  const of = (worker: DeployTarget["worker"], config: string) =>
    Object.keys(readWranglerConfig(`${root}/${config}`).env ?? {}).map((env) => ({
      name: worker === "edge" ? env : `api-${env}`,
      worker,
      env,
      config,
    }));
  return [...of("edge", EDGE_CONFIG), ...of("api", API_CONFIG)];
}

/** The secrets each deployed Worker cannot start without (both Workers' config schemas). */
const REQUIRED_SECRETS: Record<DeployTarget["worker"], string[]> = {
  edge: ["APP_TOKEN", "FINDER_LINK_KEY", "MAPS_KEY", "MONITORING_URL"],
  api: ["APP_TOKEN", "SMS_API_KEY", "SMS_API_URL", "SMS_FROM"],
};

const RESERVED_HOST = /(^|\.)(example\.(com|net|org)|example|invalid|test|localhost|local)$/i;
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;
const PLACEHOLDER_WORDS =
  /<[^>]*>|\b(todo|tbd|fixme|changeme|change[-_ ]me|replace[-_ ]?me|your[-_ ]|placeholder|xxx+)\b/i;
/** An id of zeros and at most one other digit (00000000000000000000000000000001 and the like). */
const FAKE_ID = /^[0-]+[1-9]?$/;

/** Why `value` is a placeholder, or undefined when it is not one. */
export function placeholderReason(value: string): string | undefined {
  if (PLACEHOLDER_WORDS.test(value)) return "is a note to fill in";
  if (value.length >= 8 && FAKE_ID.test(value)) return "is a made-up id";
  for (const candidate of value.match(/https?:\/\/[^\s/"'?#]+|^[a-z0-9.-]+\.[a-z]{2,}$/gi) ?? []) {
    const host = candidate.replace(/^https?:\/\//i, "").replace(/:\d+$/, "");
    if (RESERVED_HOST.test(host)) return `names a reserved example host (${host})`;
    if (LOOPBACK_HOST.test(host)) return `names this machine (${host})`;
  }
  return undefined;
}

/** Every string in the parts of a config a deploy sends, with where it is ("vars.ROOT_URL"). */
function deployedStrings(config: DeployConfig): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") out.push([path, value]);
    else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, path === "" ? key : `${path}.${key}`);
    }
  };
  const { name, routes, route, vars, kv_namespaces, d1_databases, r2_buckets } = config;
  walk({ name, routes, route, vars, kv_namespaces, d1_databases, r2_buckets }, "");
  return out;
}

const routePatterns = (config: DeployConfig) =>
  [...(config.routes ?? []), ...(config.route ? [config.route] : [])].map((route) =>
    typeof route === "string" ? route : route.pattern,
  );

/** Whether `url`'s host is served by one of the routes (a custom domain, or a `host/*` pattern). */
function servedBy(url: unknown, patterns: string[]): boolean {
  if (typeof url !== "string" || !URL.canParse(url)) return false;
  const host = new URL(url).host;
  return patterns.some((pattern) => pattern.replace(/\/.*$/, "").replace(/^\*\.?/, "") === host);
}

/**
 * What is wrong with the config of `target` as it would be deployed (resolved: the environment's
 * own settings with what it inherits), each problem a line naming the key; empty when it is ready.
 */
export function deployProblems(target: DeployTarget, config: DeployConfig, topLevelName: string): string[] {
  const problems: string[] = [];
  for (const [path, value] of deployedStrings(config)) {
    const reason = placeholderReason(value);
    if (reason) problems.push(`${path} ${reason}: ${JSON.stringify(value)}`);
  }
  if (!config.name || config.name === topLevelName)
    problems.push(`name must be this environment's own, not the top level's "${topLevelName}"`);
  if (config.targetEnvironment !== undefined && config.targetEnvironment !== target.env)
    problems.push(`was built for "${config.targetEnvironment}", not "${target.env}"`);
  if (config.workers_dev !== false) problems.push("workers_dev must be false (the route serves it)");
  const patterns = routePatterns(config);
  if (patterns.length === 0) problems.push("routes: an environment needs a route or custom domain");
  const served = target.worker === "edge" ? "ROOT_URL" : "APP_ORIGIN";
  if (target.worker === "edge") {
    if (config.vars?.ENVIRONMENT_NAME !== target.env)
      problems.push(`vars.ENVIRONMENT_NAME must be "${target.env}"`);
    if (config.vars?.DEV_TOOLS !== "false") problems.push('vars.DEV_TOOLS must be "false"');
    if (!servedBy(config.vars?.ROOT_URL, patterns))
      problems.push(`vars.ROOT_URL must be https on this environment's route (${patterns.join(", ")})`);
    if (!String(config.vars?.EXTERNAL_API_URL ?? "").startsWith("https://"))
      problems.push("vars.EXTERNAL_API_URL must be an https URL");
  } else {
    if (config.vars?.DEV_OUTBOX !== "false") problems.push('vars.DEV_OUTBOX must be "false"');
    if (!String(config.vars?.[served] ?? "").startsWith("https://"))
      problems.push(`vars.${served} must be an https URL (the edge Worker of this environment)`);
  }
  const required = config.secrets?.required ?? [];
  for (const secret of REQUIRED_SECRETS[target.worker]) {
    if (!required.includes(secret)) problems.push(`secrets.required must list ${secret}`);
  }
  if (config.observability?.enabled !== true || config.observability.traces?.enabled !== true)
    problems.push("observability: logs and traces must be on");
  if (config.observability?.redact_query_string !== true)
    problems.push("observability.redact_query_string must be true");
  return problems;
}
