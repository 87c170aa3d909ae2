// Proxy helper: what a hop (this Worker) must not pass on. RFC 9110 §7.6.1:
// Connection and every header it names are for one connection only, as are
// Keep-Alive, Proxy-Connection, TE, Trailer, Transfer-Encoding and Upgrade;
// Proxy-Authenticate / Proxy-Authorization are for the proxy itself (§11.7).
export const HOP_BY_HOP_HEADERS = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "proxy-authenticate",
  "proxy-authorization",
] as const;

/** A copy of `headers` without hop-by-hop headers, including those Connection names. */
export function withoutHopByHopHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  const named = (headers.get("connection") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "");
  for (const name of [...HOP_BY_HOP_HEADERS, ...named]) out.delete(name);
  return out;
}

/** Browser headers that belong to this origin and must never reach the logistics API. */
const ORIGIN_ONLY_HEADERS = ["cookie", "authorization", "host", "x-app-token"];

/** Headers of a browser request as forwarded upstream: no hop-by-hop, no credentials of ours. */
export function forwardedRequestHeaders(headers: Headers): Headers {
  const out = withoutHopByHopHeaders(headers);
  for (const name of ORIGIN_ONLY_HEADERS) out.delete(name);
  return out;
}

/**
 * Headers of an upstream answer as passed to the browser: no hop-by-hop, no upstream cookies.
 * fetch() hands over the body already decoded, so its encoding and length no longer apply; the
 * runtime compresses the answer again as the browser's Accept-Encoding allows.
 */
export function forwardedResponseHeaders(headers: Headers): Headers {
  const out = withoutHopByHopHeaders(headers);
  for (const name of ["set-cookie", "content-encoding", "content-length"]) out.delete(name);
  return out;
}
