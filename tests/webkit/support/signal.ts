// The phone's signal, for WebKit (WebDriver has no network emulation): the tests'
// WebKit reaches the app through this small proxy on loopback, which can cut every
// connection and refuse new ones until the signal returns. Requests pass through
// untouched, Host included, so the app sees its own origin (the proxy's).
import { createServer, request } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Signal = {
  /** The app's origin as the phone reaches it. */
  origin: string;
  /** No signal: open connections are dropped, new ones refused. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

/** A proxy to `target` (an http origin) on a free loopback port. */
export async function startSignal(target: string): Promise<Signal> {
  let cut = false;
  const sockets = new Set<Socket>();
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      new URL(incoming.url ?? "/", target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.on("connection", (socket) => {
    if (cut) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
