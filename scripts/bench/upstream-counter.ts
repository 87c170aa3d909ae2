// A counting pass-through for `npm run bench` (decision 083): it stands between the
// edge Worker and the reference logistics API, forwards every request unchanged,
// and notes which call of the contract table it was and the edge request it was
// made for (x-request-id, decision 070). The bench matches those ids with the
// answers the browser got, so it can say how many carrier calls each step of the
// driver's job cost.
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { callNamed } from "#shared/logistics/contract.ts";

export type UpstreamCall = {
  /** The contract's name for it, or "METHOD /path" for a request outside the table. */
  name: string;
  /** The edge request it was made for (the edge's x-request-id). */
  requestId: string;
  /** When it arrived (performance.now() of this process). */
  at: number;
};

/** Serves `target` (the reference API's origin) on 127.0.0.1:`port` (0: any free port), counting. */
export async function startUpstreamCounter(target: string, port = 0) {
  const upstream = new URL(target);
  const calls: UpstreamCall[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", upstream).pathname;
    const method = req.method ?? "GET";
    calls.push({
      name: callNamed(method, path) ?? `${method} ${path}`,
      requestId: String(req.headers["x-request-id"] ?? ""),
      at: performance.now(),
    });
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
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
    /** Every call since the last `reset`, in the order they arrived. */
    calls: () => [...calls],
    reset: () => {
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
