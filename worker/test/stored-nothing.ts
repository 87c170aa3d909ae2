// What a refused request must not have done (decision 048): put anything in the
// Worker's KV, or make a write the logistics API accepted.
import { env } from "cloudflare:test";
import { LOGISTICS_CALLS, type LogisticsCallName } from "#shared/logistics/contract.ts";
import { type EnvOverrides, mockRequests } from "./helpers.ts";

/**
 * The Worker's KV namespaces, with every put recorded: the real namespaces underneath, so the
 * request runs as always, and a refused one can be checked to have stored nothing.
 */
export function recordingKv(puts: string[]): EnvOverrides {
  const recording = (name: string, kv: KVNamespace) =>
    new Proxy(kv, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "put") {
          return (
            key: string,
            ...rest: Parameters<KVNamespace["put"]> extends [string, ...infer R] ? R : never
          ) => {
            puts.push(`${name} ${key}`);
            return target.put(key, ...rest);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return { SESSIONS: recording("SESSIONS", env.SESSIONS), CACHE: recording("CACHE", env.CACHE) };
}

/** Logistics calls that change the system of record (a text sent, a code spent, a record written). */
const WRITES: LogisticsCallName[] = [
  "requestVerificationCode",
  "verifyIdentity",
  "attach",
  "detach",
  "updateAttachedTrailer",
  "confirmAttachedTrailer",
  "mapTrailerOnDetach",
  "trailerAssessment",
  "reportUnassociatedQr",
  "uploadDocument",
  "submitFeedback",
];
const writePaths = WRITES.map(
  (name) => new RegExp(`^/${LOGISTICS_CALLS[name].path.replace(/:\w+/g, "[^/]+")}(\\?|$)`),
);
/** Writes for this run's phones that the logistics API accepted (a write it refused stored nothing there). */
export async function writesAccepted(since: number, phones: string[]) {
  return (await mockRequests(since)).filter(
    (r) =>
      writePaths.some((path) => path.test(r.path)) &&
      r.status !== undefined &&
      r.status < 300 &&
      phones.some(
        (p) => r.path.includes(p) || r.body.includes(p) || (r.headers.authorization ?? "").includes(p),
      ),
  );
}
