// A local run over plain http (decision 073): `npm run preview` or `npm run dev`
// opened at http://127.0.0.1 (WebKit refuses Secure cookies there, localhost
// included) or from a phone on the same network at http://192.168.x.x. Only with
// the dev setting on, which a deployed build never has (decision 045).
import { isLoopbackHost, isPrivateNetworkHost } from "#shared/local-network.ts";
import type { Config } from "#worker/config.ts";

/** Whether `url` is a local run over plain http that the dev setting allows sessions on. */
export function isLocalHttpRun(config: Pick<Config, "DEV_TOOLS">, url: string): boolean {
  if (!config.DEV_TOOLS) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === "http:" && (isLoopbackHost(hostname) || isPrivateNetworkHost(hostname));
}
