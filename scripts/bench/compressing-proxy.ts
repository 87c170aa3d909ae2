// A small compressing reverse proxy for `npm run bench` (decision 055): the edge
// compresses what it serves (brotli or gzip), local servers (vite preview) do
// not, and Lighthouse's simulated slow network counts bytes as they travel. So
// the figures are taken through this, in front of the local production run:
// text answers go out brotli- or gzip-compressed as the browser accepts, the
// rest (images, already compressed answers, 304s) as they came.
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { type Link, pipesOf, through } from "./link-shaper.ts";

/** What the edge compresses: text, scripts, JSON, SVG, the web manifest and wasm. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|wasm|xml)|image\/svg\+xml)/;
/** Cloudflare compresses on the fly around brotli 4-5; 5 is fast enough for the 1 MB map chunk. */
const BROTLI_QUALITY = 5;

type Encoding = "br" | "gzip";

/** The encoding to send: brotli if the browser takes it, else gzip, else none. */
function chooseEncoding(
  acceptEncoding: string | undefined,
  upstream: IncomingHttpHeaders,
  status: number,
): Encoding | undefined {
  if (status === 204 || status === 304 || upstream["content-encoding"]) return undefined;
  if (!COMPRESSIBLE.test(upstream["content-type"] ?? "")) return undefined;
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.split(";"))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ""))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/**
 * Serves `target` (an http origin) compressed on 127.0.0.1:`port` (0: any free port); with `link`,
 * as over that weak link (link-shaper.ts); `pages` are HTML documents the proxy answers itself, by
 * path (the bench's bare page, a paint's floor).
 */
export async function startCompressingProxy(
  target: string,
  port = 0,
  { link, pages = {} }: { link?: Link; pages?: Record<string, string> } = {},
) {
  const upstream = new URL(target);
  const pipes = link && pipesOf(link);
  const server = createServer((req, res) => {
    const own = pages[req.url ?? ""];
    if (own !== undefined) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(own);
      return;
    }
    // When the request had been sent whole: its answer starts a round trip later at the soonest.
    let sent = performance.now();
    const body = pipes ? req.pipe(through(pipes.up)) : req;
    body.on("end", () => {
      sent = performance.now();
    });
    const answered = (respond: () => void) => {
      if (!link) return respond();
      setTimeout(respond, Math.max(0, sent + link.roundTripMs - performance.now()));
    };
    const out = (stream: NodeJS.ReadableStream) =>
      (pipes ? stream.pipe(through(pipes.down)) : stream).pipe(res);
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        // The upstream answers uncompressed; this proxy does the compressing. The Host stays the
        // browser's: the edge checks a write's Origin against the address it was sent to (decision 023).
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (answer) =>
        answered(() => {
          const status = answer.statusCode ?? 502;
          const headers = { ...answer.headers };
          const encoding = chooseEncoding(req.headers["accept-encoding"], headers, status);
          if (!encoding) {
            res.writeHead(status, headers);
            out(answer);
            return;
          }
          delete headers["content-length"];
          headers["content-encoding"] = encoding;
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
          res.writeHead(status, headers);
          // Flushed after each piece the upstream writes, as a deployed Worker's compressed answer
          // streams (decision 100): a signed-in shell's first part goes out before the order's
          // state that ends it (decision 086), not when the whole document is there.
          const compress =
            encoding === "br"
              ? createBrotliCompress({
                  flush: constants.BROTLI_OPERATION_FLUSH,
                  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
                })
              : createGzip({ flush: constants.Z_SYNC_FLUSH });
          out(answer.pipe(compress));
        }),
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    body.pipe(forwarded);
  });
  // Every connection the browser opened, for the bytes that crossed it each way.
  const sockets: Socket[] = [];
  server.on("connection", (socket) => sockets.push(socket));
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    /** Bytes the browser sent (up) and received (down) so far, headers included, as they travelled. */
    traffic: () => ({
      up: sockets.reduce((sum, socket) => sum + socket.bytesRead, 0),
      down: sockets.reduce((sum, socket) => sum + socket.bytesWritten, 0),
    }),
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
