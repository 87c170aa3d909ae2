// @vitest-environment node
// The bench's compressing proxy (decision 055): what the edge compresses goes out
// brotli or gzip as the browser accepts, the rest as it came.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCompressingProxy } from "./compressing-proxy.ts";

const SCRIPT = `export const text = "${"Hitch ".repeat(2000)}";`;
/** The streamed page's end, held until the test lets it go (a shell waiting on the order's state). */
let endPage = () => {};
let upstream: Server;
let proxy: Awaited<ReturnType<typeof startCompressingProxy>>;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === "/app.js") {
      res.writeHead(200, { "content-type": "text/javascript", "content-length": Buffer.byteLength(SCRIPT) });
      res.end(SCRIPT);
    } else if (req.url === "/icon.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(Buffer.from([137, 80, 78, 71]));
    } else if (req.url === "/streamed") {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<h1>Manage trailer</h1>");
      endPage = () => res.end("<script>/* the order's state */</script>");
    } else if (req.url === "/cached") {
      res.writeHead(304, { etag: '"1"' });
      res.end();
    } else {
      // Echoes what reached the upstream.
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          method: req.method,
          encoding: req.headers["accept-encoding"],
          cookie: req.headers.cookie,
        }),
      );
    }
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  proxy = await startCompressingProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  endPage();
  await proxy.close();
  await new Promise((done) => upstream.close(done));
});

/** A raw GET (fetch would decompress on its own). */
async function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    request(`${proxy.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", fail)
      .end();
  });
}

/** A streamed GET through the proxy, decompressed as it arrives: the text so far, on each piece. */
async function readAsItComes(path: string, encoding: "br" | "gzip", onText: (text: string) => void) {
  return new Promise<void>((done, fail) => {
    request(`${proxy.url}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
      let text = "";
      res
        .pipe(encoding === "br" ? createBrotliDecompress() : createGunzip())
        .on("data", (chunk: Buffer) => {
          text += chunk.toString();
          onText(text);
        })
        .on("end", () => done())
        .on("error", fail);
    })
      .on("error", fail)
      .end();
  });
}

describe("the bench's compressing proxy", () => {
  it.each(["br", "gzip"] as const)(
    "streams as the edge does (%s): what the upstream wrote arrives before the answer ends",
    async (encoding) => {
      const seen: string[] = [];
      await readAsItComes("/streamed", encoding, (text) => {
        seen.push(text);
        // The page's start on its own, then its end: the end is only sent once the start arrived.
        if (text === "<h1>Manage trailer</h1>") endPage();
      });
      expect(seen[0]).toBe("<h1>Manage trailer</h1>");
      expect(seen.at(-1)).toBe("<h1>Manage trailer</h1><script>/* the order's state */</script>");
    },
  );

  it("sends text brotli-compressed when the browser takes brotli, else gzip, else as it is", async () => {
    const br = await get("/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBeUndefined();
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get("/app.js", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get("/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("passes images and 304s through untouched, and asks the upstream for identity", async () => {
    const image = await get("/icon.png", { "accept-encoding": "br" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect([...image.body]).toEqual([137, 80, 78, 71]);
    const cached = await get("/cached", { "accept-encoding": "br" });
    expect(cached.status).toBe(304);
    expect(cached.headers["content-encoding"]).toBeUndefined();
    const echoed = await get("/echo", { "accept-encoding": "br", cookie: "lang=es" });
    expect(JSON.parse(brotliDecompressSync(echoed.body).toString())).toEqual({
      method: "GET",
      encoding: "identity",
      cookie: "lang=es",
    });
  });
});
