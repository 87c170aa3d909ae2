// The generated /sw.js, run against fakes of the browser's service-worker
// globals: Cache Storage and the network are the edges faked here.
import { describe, expect, it, vi } from "vitest";
import template from "./service-worker.js?raw";
import { serviceWorkerSource } from "./service-worker-plugin.ts";

const SHELL = [
  { file: "index.html", content: "<html>shell</html>" },
  { file: "assets/index-abc123.js", content: "console.log(1)" },
  { file: "assets/index-abc123.js.map", content: "{}" },
  { file: ".assetsignore", content: "x" },
  { file: "manifest.webmanifest", content: "{}" },
];

type Handler = (event: Record<string, unknown>) => void;

const ORIGIN = "https://hitch.test";
/** The server of a build: each shell file answers with its name. */
const served = async (request: Request) => new Response(`cached ${new URL(request.url).pathname}`);

function runWorker(source: string, network: (request: Request) => Promise<Response>) {
  const handlers = new Map<string, Handler>();
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (r: Request | string) =>
      new URL(typeof r === "string" ? r : r.url, "https://hitch.test").pathname;
    return {
      // As Cache.addAll: fetch every URL, and store none of them unless all answered 2xx.
      addAll: async (urls: string[]) => {
        const responses = await Promise.all(urls.map((url) => network(new Request(new URL(url, ORIGIN)))));
        if (responses.some((response) => !response.ok)) throw new TypeError("Cache.addAll: a request failed");
        for (const [i, url] of urls.entries()) store.set(key(url), responses[i]!);
      },
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request, response: Response) => void store.set(key(r), response),
    };
  };
  const self = {
    location: new URL("https://hitch.test/sw.js"),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => {}) },
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  new Function("self", "caches", "fetch", source)(self, caches, network);

  async function dispatch(type: string, extra: Record<string, unknown> = {}) {
    let waited: Promise<unknown> | undefined;
    let responded: Promise<Response> | undefined;
    handlers.get(type)?.({
      ...extra,
      waitUntil: (p: Promise<unknown>) => {
        waited = p;
      },
      respondWith: (p: Promise<Response>) => {
        responded = p;
      },
    });
    await waited;
    return responded;
  }
  return { self, stores, dispatch };
}

const get = (path: string, mode: RequestMode = "cors") =>
  ({ url: `${ORIGIN}${path}`, method: "GET", mode }) as unknown as Request;

describe("service worker", () => {
  it("lists the shell without maps or dotfiles, index.html as '/', under a content hash", () => {
    const source = serviceWorkerSource(SHELL, "/* template */");
    const { version, precache } = JSON.parse(/= (\{.*\});/.exec(source)![1]!);
    expect(precache).toEqual(["/assets/index-abc123.js", "/", "/manifest.webmanifest"]);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const changed = serviceWorkerSource(
      [...SHELL, { file: "assets/new-1.js", content: "" }],
      "/* template */",
    );
    expect(changed).not.toBe(source);
    expect(serviceWorkerSource(SHELL, "/* template */")).toBe(source);
  });

  it("precaches the shell, and opens it with no signal", async () => {
    let online = true;
    const network = vi.fn(async (request: Request) => {
      if (!online) throw new TypeError("Failed to fetch");
      return served(request);
    });
    const sw = runWorker(serviceWorkerSource(SHELL, template), network);
    await sw.dispatch("install");
    expect(network.mock.calls.map(([request]) => new URL(request.url).pathname).sort()).toEqual([
      "/",
      "/assets/index-abc123.js",
      "/manifest.webmanifest",
    ]);
    online = false;
    const response = await sw.dispatch("fetch", { request: get("/manageTrailer", "navigate") });
    expect(await response?.text()).toBe("cached /");
    const asset = await sw.dispatch("fetch", { request: get("/assets/index-abc123.js") });
    expect(await asset?.text()).toBe("cached /assets/index-abc123.js");
  });

  it("fails to install, keeping the old version, when a shell file cannot be fetched", async () => {
    const missing = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === "/manifest.webmanifest"
        ? new Response("", { status: 404 })
        : served(request),
    );
    const sw = runWorker(serviceWorkerSource(SHELL, template), missing);
    await expect(sw.dispatch("install")).rejects.toThrow(/addAll/);
    expect([...(sw.stores.values().next().value ?? new Map()).keys()]).toEqual([]);
  });

  it("asks the network first for pages, and never touches /api", async () => {
    const network = vi.fn(async (request: Request) =>
      request.mode === "navigate" ? new Response("fresh page") : served(request),
    );
    const sw = runWorker(serviceWorkerSource(SHELL, template), network);
    await sw.dispatch("install");
    const page = await sw.dispatch("fetch", { request: get("/login", "navigate") });
    expect(await page?.text()).toBe("fresh page");
    expect(await sw.dispatch("fetch", { request: get("/api/session") })).toBeUndefined();
  });

  it("takes over only when told to", async () => {
    const sw = runWorker(serviceWorkerSource(SHELL, template), served);
    await sw.dispatch("install");
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    await sw.dispatch("message", { data: { type: "SKIP_WAITING" } });
    expect(sw.self.skipWaiting).toHaveBeenCalledOnce();
  });

  it("drops the caches of older versions when it activates", async () => {
    const sw = runWorker(serviceWorkerSource(SHELL, template), served);
    await sw.dispatch("install");
    sw.stores.set("hitch-shell-old", new Map());
    await sw.dispatch("activate");
    expect([...sw.stores.keys()]).toHaveLength(1);
    expect([...sw.stores.keys()][0]).not.toBe("hitch-shell-old");
  });
});
