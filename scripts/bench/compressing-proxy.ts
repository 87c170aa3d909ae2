// A small compressing reverse proxy for `npm run bench` (decision 055): the edge
// compresses what it serves (brotli or gzip), local servers (vite preview) do
// not, and Lighthouse's simulated slow network counts bytes as they travel. So
// the figures are taken through this, in front of the local production run:
// text answers go out brotli- or gzip-compressed as the browser accepts, the
// rest (images, already compressed answers, 304s) as they came.
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

/** What the edge compresses: text, scripts, JSON, SVG, the web manifest and wasm. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|wasm|xml)|image\/svg\+xml)/;
/** Cloudflare compresses on the fly around brotli 4-5; 5 is fast enough for the 1 MB map chunk. */
const BROTLI_QUALITY = 5;

type Encoding = "br" | "gzip";

/** The encoding to send: brotli if the browser takes it, else gzip, else none. */
export function chooseEncoding(
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
 * Serves `target` (an http origin) compressed on 127.0.0.1:`port` (0: any free port); `pages` are
 * HTML documents the proxy answers itself, by path (the bench's bare page, a paint's floor).
 */
export async function startCompressingProxy(target: string, port = 0, pages: Record<string, string> = {}) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const own = pages[req.url ?? ""];
    if (own !== undefined) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(own);
      return;
    }
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
      (answer) => {
        const status = answer.statusCode ?? 502;
        const headers = { ...answer.headers };
        const encoding = chooseEncoding(req.headers["accept-encoding"], headers, status);
        if (!encoding) {
          res.writeHead(status, headers);
          answer.pipe(res);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        res.writeHead(status, headers);
        const compress =
          encoding === "br"
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
            : createGzip();
        answer.pipe(compress).pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
