// Where dev settings (the edge Worker's dev tools, the reference API's SMS
// outbox, the keys committed for local runs) must never work. Two checks:
// - isDeployedUrl: a configured site served over https from another host than
//   this machine (decision 045); both Workers' configuration schemas refuse dev
//   settings there, so such a deploy does not start.
// - arrivesFromThisMachine: the request itself came from this machine, by the
//   peer's address (decision 119). Dev tools and the example keys answer only such
//   requests, whatever a configured URL or the request's Host says (decision 045:
//   DEV_TOOLS with ROOT_URL=http://hitch.example.com served the outbox; decision
//   119: `Host: 127.0.0.1` from a phone on the Wi-Fi did too).
import { isLoopbackAddress } from "./local-network.ts";

const THIS_MACHINE = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isDeployedUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" && !THIS_MACHINE.has(hostname);
}

/**
 * Whether the peer that sent `request` is this machine. The peer is CF-Connecting-IP: on Cloudflare
 * the edge sets it and a client cannot; under `vite` and `vite preview` the dev server sets it from
 * the socket, over whatever the client sent (scripts/lib/peer-address-plugin.ts); under `wrangler
 * dev`, which keeps a client's own, the scripts listen on 127.0.0.1 only, so every peer is this
 * machine anyway. Never the Host header or the URL: those are the client's to write.
 */
export function arrivesFromThisMachine(request: Request): boolean {
  return isLoopbackAddress(request.headers.get("cf-connecting-ip") ?? "");
}
