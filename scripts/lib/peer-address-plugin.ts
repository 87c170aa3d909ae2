// What Cloudflare's edge does for a deployed Worker, done by `vite` and `vite
// preview` for a local run (decision 119): the Worker's CF-Connecting-IP is the
// address of the peer that opened the connection, never what the client wrote.
// Without this, the Cloudflare plugin passes on a CF-Connecting-IP the client sent,
// and when there is none Miniflare writes 127.0.0.1 for every request (Vite hands
// each one on over loopback): a phone on the Wi-Fi of a `--lan` run would pass for
// this machine, and the dev pages (the texted codes) answer only this machine.
// Listed before the Cloudflare plugin, so its middleware runs first.
import type { IncomingMessage } from "node:http";
import type { Connect, Plugin } from "vite";

const PEER_HEADER = "cf-connecting-ip";

/** Replaces every CF-Connecting-IP the client sent with the socket's peer address ("" when gone). */
export function stampPeerAddress(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress ?? "";
  const kept: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const [name = "", value = ""] = req.rawHeaders.slice(i, i + 2);
    if (name.toLowerCase() !== PEER_HEADER) kept.push(name, value);
  }
  // The Cloudflare plugin builds the Worker's request from rawHeaders; headers is kept in step.
  req.rawHeaders.splice(0, req.rawHeaders.length, ...kept, "CF-Connecting-IP", peer);
  req.headers[PEER_HEADER] = peer;
}

const stamp: Connect.NextHandleFunction = (req, _res, next) => {
  stampPeerAddress(req);
  next();
};

export function peerAddressPlugin(): Plugin {
  return {
    name: "hitch:peer-address",
    enforce: "pre",
    configureServer: (server) => {
      server.middlewares.use(stamp);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(stamp);
    },
  };
}
