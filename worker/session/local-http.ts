// A local run over plain http (decision 073): `npm run preview` or `npm run dev`
// opened at http://127.0.0.1 (WebKit refuses Secure cookies there, localhost
// included) or from a phone on the same network at http://192.168.x.x. Only with
// the dev setting on, which a deployed build never has (decision 045).
import type { Config } from "../config.ts";

/** 127.0.0.0/8, localhost and [::1]: this machine. */
function isLoopback(host: string): boolean {
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** RFC 1918's private IPv4 ranges: 10/8, 172.16/12, 192.168/16 (a phone on the same Wi-Fi). */
function isPrivateNetwork(host: string): boolean {
  const octets = host
    .match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/)
    ?.slice(1)
    .map(Number);
  if (!octets || octets.some((n) => n > 255)) return false;
  const [a, b] = octets as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** Whether `url` is a local run over plain http that the dev setting allows sessions on. */
export function isLocalHttpRun(config: Pick<Config, "DEV_TOOLS">, url: string): boolean {
  if (!config.DEV_TOOLS) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === "http:" && (isLoopback(hostname) || isPrivateNetwork(hostname));
}
