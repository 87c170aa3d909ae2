// A service worker's world, faked at its edges for tests: the global scope
// (events, clients, registration), Cache Storage (with the Cache API's matching
// rules, Vary included) and the network. The worker under test is the real
// bundled script, Workbox and all: built from its source (buildServiceWorker) or
// the client build's own dist/client/sw.js. IndexedDB is fake-indexeddb's, the
// same one the page's code uses in the test.
import { build } from "vite";
import { vi } from "vitest";

export const ORIGIN = "https://hitch.test";

type Entry = { request: Request; response: Response };

const toRequest = (input: RequestInfo | URL) =>
  input instanceof Request ? input : new Request(new URL(String(input), ORIGIN));

/** The Cache API's "request matches cached item": URL without fragment, GET, and the Vary'd headers. */
function matches(query: Request, { request, response }: Entry, options: CacheQueryOptions = {}): boolean {
  if (!options.ignoreMethod && query.method !== "GET") return false;
  const a = new URL(query.url);
  const b = new URL(request.url);
  a.hash = b.hash = "";
  if (options.ignoreSearch) a.search = b.search = "";
  if (a.href !== b.href) return false;
  const vary = response.headers.get("vary");
  if (options.ignoreVary || !vary) return true;
  return vary
    .split(",")
    .map((name) => name.trim())
    .every((name) => name !== "*" && query.headers.get(name) === request.headers.get(name));
}

class FakeCache {
  readonly entries: Entry[] = [];
  async match(input: RequestInfo | URL, options?: CacheQueryOptions) {
    const query = toRequest(input);
    return this.entries.find((entry) => matches(query, entry, options))?.response.clone();
  }
  async put(input: RequestInfo | URL, response: Response) {
    const request = toRequest(input);
    if (request.method !== "GET") throw new TypeError("Cache.put: only GET requests");
    if (response.headers.get("vary")?.includes("*")) throw new TypeError("Cache.put: Vary: *");
    const kept = this.entries.filter((entry) => !matches(request, entry, { ignoreVary: true }));
    this.entries.splice(0, this.entries.length, ...kept, { request, response });
  }
  async delete(input: RequestInfo | URL, options?: CacheQueryOptions) {
    const query = toRequest(input);
    const kept = this.entries.filter((entry) => !matches(query, entry, options));
    const deleted = kept.length !== this.entries.length;
    this.entries.splice(0, this.entries.length, ...kept);
    return deleted;
  }
  async keys(input?: RequestInfo | URL, options?: CacheQueryOptions) {
    const found = input ? this.entries.filter((e) => matches(toRequest(input), e, options)) : this.entries;
    return found.map((entry) => entry.request);
  }
  /** The paths it holds, for assertions. */
  paths(): string[] {
    return this.entries.map((entry) => new URL(entry.request.url).pathname).sort();
  }
}

/** The browser's Cache Storage, shared by the versions of a worker that follow each other. */
export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return cache;
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async match(input: RequestInfo | URL, options: MultiCacheQueryOptions = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(input, options);
      if (found) return found;
    }
    return undefined;
  }
  /** The cache whose name contains `part`. */
  named(part: string): FakeCache | undefined {
    return [...this.caches].find(([name]) => name.includes(part))?.[1];
  }
}

/** Web Locks: one holder per name at a time, the others queued in order; `requested` logs the asks. */
export function fakeLocks(): LockManager & { requested: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    requested,
    request: (name: string, callback: (lock: Lock) => unknown) => {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: "exclusive" }));
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
  return locks as unknown as LockManager & { requested: string[] };
}

/** The events a service worker receives; waitUntil and respondWith as the spec has them. */
class FakeExtendableEvent {
  readonly extensions: Promise<unknown>[] = [];
  response: Promise<Response> | undefined;
  constructor(
    readonly type: string,
    init: Record<string, unknown> = {},
  ) {
    Object.assign(this, init);
  }
  waitUntil(promise: Promise<unknown>) {
    this.extensions.push(promise);
  }
}
class FakeFetchEvent extends FakeExtendableEvent {
  declare readonly request: Request;
  respondWith(response: Promise<Response> | Response) {
    if (this.response) throw new Error("respondWith called twice");
    this.response = Promise.resolve(response);
  }
}

/** A navigation (mode "navigate", which a constructed Request cannot have). */
export function navigation(path: string): Request {
  const request = new Request(new URL(path, ORIGIN), { headers: { accept: "text/html" } });
  return Object.defineProperties(request, {
    mode: { value: "navigate" },
    clone: { value: () => navigation(path) },
  });
}

/** A module script's or a fetch's request, with the Origin header a browser puts on it. */
export function scriptRequest(path: string, origin = ORIGIN): Request {
  return new Request(new URL(path, ORIGIN), { headers: { origin } });
}

export type Network = (request: Request) => Promise<Response>;

/** A server of a build's files, answering as the edge Worker does (Vary: Origin); "/" is the shell. */
export function serveFiles(files: Record<string, string | Uint8Array<ArrayBuffer>>): Network {
  return async (request) => {
    const { pathname } = new URL(request.url);
    const body = files[pathname === "/" ? "/index.html" : pathname];
    if (body === undefined) return new Response("Not found", { status: 404 });
    return new Response(body, { headers: { vary: "Origin", "content-type": "text/plain" } });
  };
}

type RunOptions = {
  /** What the build puts in place of self.__WB_MANIFEST (a worker built from source has none). */
  manifest?: ({ url: string; revision: string | null } | string)[];
  network: Network;
  caches?: FakeCacheStorage;
  locks?: LockManager;
};

/** Runs one version of the worker: its script evaluated in a fake global scope. */
export function runServiceWorker(source: string, { manifest, network, caches, locks }: RunOptions) {
  const handlers = new Map<string, ((event: FakeExtendableEvent) => void)[]>();
  const storage = caches ?? new FakeCacheStorage();
  const client = { postMessage: vi.fn(), type: "window", url: `${ORIGIN}/manageTrailer` };
  const location = new URL("/sw.js", ORIGIN);
  const registration = { scope: `${ORIGIN}/` };
  /** Every request the worker sent to the network, in order. */
  const sent: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // A timeout's AbortSignal may be the test environment's (happy-dom's), which Node's Request
    // refuses; the fake network answers at once, so there is nothing to abort.
    const { signal: _signal, ...rest } = init ?? {};
    const request = input instanceof Request && !init ? input : new Request(toRequest(input), rest);
    sent.push(request);
    return network(request);
  });
  const self = {
    __WB_MANIFEST: manifest,
    location,
    registration,
    caches: storage,
    addEventListener: (type: string, handler: (event: FakeExtendableEvent) => void) =>
      handlers.set(type, [...(handlers.get(type) ?? []), handler]),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}), matchAll: vi.fn(async () => [client]) },
  };
  const navigator = { locks, onLine: true, userAgent: "fake" };
  // The worker's globals, by name: `self`, and what it reaches without `self.` (globalThis too).
  const globals: Record<string, unknown> = {
    self,
    location,
    registration,
    caches: storage,
    fetch,
    navigator,
    FetchEvent: FakeFetchEvent,
    ExtendableEvent: FakeExtendableEvent,
  };
  globals.globalThis = new Proxy(globalThis, {
    get: (target, key) =>
      typeof key === "string" && key in globals ? globals[key] : Reflect.get(target, key),
  });
  new Function(...Object.keys(globals), source)(...Object.values(globals));

  /** Dispatches an event and waits for everything it was extended with (rejects as waitUntil would). */
  async function dispatch(event: FakeExtendableEvent): Promise<void> {
    for (const handler of handlers.get(event.type) ?? []) handler(event);
    let settled = 0;
    while (settled < event.extensions.length) {
      const pending = event.extensions.slice(settled);
      settled = event.extensions.length;
      await Promise.all(pending);
    }
  }

  return {
    self,
    client,
    caches: storage,
    fetch,
    sent,
    install: () => dispatch(new FakeExtendableEvent("install")),
    activate: () => dispatch(new FakeExtendableEvent("activate")),
    message: (data: unknown) => dispatch(new FakeExtendableEvent("message", { data })),
    sync: (tag: string) => dispatch(new FakeExtendableEvent("sync", { tag, lastChance: false })),
    /** The worker's answer to a request, or undefined when it left the request to the browser. */
    async request(request: Request): Promise<Response | undefined> {
      const event = new FakeFetchEvent("fetch", { request, clientId: "page", resultingClientId: "" });
      const done = dispatch(event);
      const response = await event.response;
      await done;
      return response;
    },
  };
}

/**
 * The worker built from its source as vite-plugin-pwa builds it (a classic script, Workbox's
 * production code), but with self.__WB_MANIFEST left for the test to set, and not minified.
 */
export async function buildServiceWorker(entry = "web/service-worker/src/sw.ts"): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ["iife"], name: "serviceWorker" },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !("output" in result)) throw new Error("the service worker build gave no output");
  const [chunk] = result.output;
  if (chunk?.type !== "chunk") throw new Error("the service worker build gave no script");
  return chunk.code;
}
