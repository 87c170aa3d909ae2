// The service worker (decision 034) as the browser runs it: the script built from
// web/service-worker/src with Workbox, evaluated in a fake service-worker scope
// (test/fake-scope.ts). Only the edges are faked: Cache Storage, the network, the
// scope's events. Background Sync's sends go to the edge Worker's own routes in
// memory (web/src/test/in-memory-worker.ts), through the page's outbox store.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { OUTBOX_CHANGED, OUTBOX_SYNC_TAG } from "#web/lib/outbox-messages.ts";
import { CACHE_ON_DEMAND, SKIP_WAITING } from "#web/lib/service-worker-messages.ts";
import type { Outbox } from "#web/outbox/app-outbox.ts";
import { ownerMeta } from "#web/outbox/outbox-entry.ts";
import { createOutbox } from "#web/outbox/queue/outbox.ts";
import { openOutboxDatabase } from "#web/outbox/queue/outbox-database.ts";
import { registerWriteSenders } from "#web/outbox/write-senders.ts";
import { createFakeApi, DEMO, demoUser, type FakeApi } from "#web/test/in-memory-worker.ts";
import {
  buildServiceWorker,
  FakeCacheStorage,
  fakeLocks,
  type Network,
  navigation,
  ORIGIN,
  runServiceWorker,
  scriptRequest,
  serveFiles,
} from "./test/fake-scope.ts";

const FILES = {
  "/index.html": "<html>shell</html>",
  "/assets/index-abc123.js": "the entry",
  "/assets/scanner-page-def456.js": "a lazy screen",
  "/manifest.webmanifest": "{}",
  "/assets/finder-map-aaa111.js": "the finder's map",
  "/assets/maplibre-gl-worker-bbb222.mjs": "the map's worker",
  "/assets/zxing.worker-ccc333.js": "the scanner's decoder",
  "/assets/zxing_reader-ddd444.wasm": "the decoder's wasm",
};
/** The files the install leaves for later (decision 130). */
const ON_DEMAND = [
  "/assets/finder-map-aaa111.js",
  "/assets/maplibre-gl-worker-bbb222.mjs",
  "/assets/zxing.worker-ccc333.js",
  "/assets/zxing_reader-ddd444.wasm",
];
/** What vite-plugin-pwa puts in the built worker for these files. */
const MANIFEST = [
  { url: "index.html", revision: "shell-1" },
  { url: "assets/index-abc123.js", revision: null },
  { url: "assets/scanner-page-def456.js", revision: null },
  { url: "manifest.webmanifest", revision: "manifest-1" },
  ...ON_DEMAND.map((path) => ({ url: path.slice(1), revision: null })),
];

let source = "";
beforeAll(async () => {
  source = await buildServiceWorker();
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paths = (requests: Request[]) => requests.map((r) => new URL(r.url).pathname).sort();

/** A network that can be cut, serving the build's files. */
function switchableNetwork(files: Record<string, string> = FILES) {
  const serve = serveFiles(files);
  const network = { online: true };
  const fetch: Network = async (request) => {
    if (!network.online) throw new TypeError("Failed to fetch");
    return serve(request);
  };
  return { network, fetch };
}

describe("the service worker", () => {
  it("precaches every file of the build, lazy screens included, but the map's and the decoder's, and opens the shell with no signal", async () => {
    const { network, fetch } = switchableNetwork();
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: fetch });
    await sw.install();
    expect(paths(sw.sent)).toEqual([
      "/assets/index-abc123.js",
      "/assets/scanner-page-def456.js",
      "/index.html",
      "/manifest.webmanifest",
    ]);
    await sw.activate();

    network.online = false;
    const page = await sw.request(navigation("/manageTrailer"));
    expect(await page?.text()).toBe("<html>shell</html>");
    // A module script's request carries an Origin header; the precache's did not, and the Worker
    // answers "Vary: Origin". The file is served all the same.
    const entry = await sw.request(scriptRequest("/assets/index-abc123.js"));
    expect(await entry?.text()).toBe("the entry");
    const lazy = await sw.request(scriptRequest("/assets/scanner-page-def456.js"));
    expect(await lazy?.text()).toBe("a lazy screen");
  });

  it("keeps the map's and the decoder's files once fetched, or all of them when the page says the phone is idle", async () => {
    const { network, fetch } = switchableNetwork();
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: fetch });
    await sw.install();
    await sw.activate();
    // The scanner opened once with signal: its decoder is kept.
    sw.sent.length = 0;
    expect(await (await sw.request(scriptRequest("/assets/zxing.worker-ccc333.js")))?.text()).toBe(
      "the scanner's decoder",
    );
    // Idle: the rest, each once; the file already kept is not asked for again, nor anything twice.
    await sw.message({ type: CACHE_ON_DEMAND });
    await sw.message({ type: CACHE_ON_DEMAND });
    expect(paths(sw.sent)).toEqual(ON_DEMAND.toSorted());

    network.online = false;
    for (const path of ON_DEMAND) expect((await sw.request(scriptRequest(path)))?.status, path).toBe(200);
    expect(await (await sw.request(scriptRequest("/assets/finder-map-aaa111.js")))?.text()).toBe(
      "the finder's map",
    );
  });

  it("with no signal when the page says the phone is idle, keeps nothing and asks again next time", async () => {
    const { network, fetch } = switchableNetwork();
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: fetch });
    await sw.install();
    await sw.activate();
    network.online = false;
    await sw.message({ type: CACHE_ON_DEMAND });
    expect(sw.caches.named("hitch-assets")?.paths() ?? []).toEqual([]);
    network.online = true;
    await sw.message({ type: CACHE_ON_DEMAND });
    expect(sw.caches.named("hitch-assets")?.paths()).toEqual(ON_DEMAND.toSorted());
  });

  it("fails to install, so the old version stays, when a file of the build cannot be fetched", async () => {
    const { "/manifest.webmanifest": _, ...missing } = FILES;
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: serveFiles(missing) });
    await expect(sw.install()).rejects.toThrow();
  });

  it("asks the network first for pages", async () => {
    const sw = runServiceWorker(source, {
      manifest: MANIFEST,
      network: async (request) =>
        new URL(request.url).pathname === "/login"
          ? new Response("fresh login page")
          : serveFiles(FILES)(request),
    });
    await sw.install();
    await sw.activate();
    expect(await (await sw.request(navigation("/login")))?.text()).toBe("fresh login page");
    // The shell is precached, yet a navigation to its URL asks the network too; "/" (the edge's
    // prerendered Welcome) is not precached at all.
    for (const path of ["/index.html", "/"]) {
      sw.sent.length = 0;
      await sw.request(navigation(path));
      expect(paths(sw.sent)).toEqual([path]);
    }
  });

  it("gives a slow network 5 seconds, then opens the cached shell", async () => {
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: serveFiles(FILES) });
    await sw.install();
    await sw.activate();
    const hanging = runServiceWorker(source, {
      manifest: MANIFEST,
      caches: sw.caches,
      network: (request) =>
        request.mode === "navigate" ? new Promise<Response>(() => {}) : serveFiles(FILES)(request),
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const answer = hanging.request(navigation("/manageTrailer"));
    await vi.advanceTimersByTimeAsync(4_900);
    let answered = false;
    void answer.then(() => {
      answered = true;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await (await answer)?.text()).toBe("<html>shell</html>");
  });

  it("never touches /api, /__dev, /sw.js, other origins or anything but GET", async () => {
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: serveFiles(FILES) });
    await sw.install();
    await sw.activate();
    const untouched = [
      scriptRequest("/api/session"),
      navigation("/api/session"),
      navigation("/__dev/outbox"),
      scriptRequest("/__dev/qr-codes"),
      scriptRequest("/sw.js"),
      navigation("/sw.js"),
      new Request("https://maps.example.com/assets/tiles.json"),
      new Request(`${ORIGIN}/api/associations/attach`, { method: "POST", body: "{}" }),
      new Request(`${ORIGIN}/assets/index-abc123.js`, { method: "POST", body: "x" }),
    ];
    for (const request of untouched) {
      expect({ url: request.url, answered: await sw.request(request) }).toEqual({
        url: request.url,
        answered: undefined,
      });
    }
  });

  it("keeps a newer deploy's chunk it did not precache, and serves it with no signal", async () => {
    const newer = { ...FILES, "/assets/detach-page-999999.js": "a newer chunk" };
    const { network, fetch } = switchableNetwork(newer);
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: fetch });
    await sw.install();
    await sw.activate();
    expect(await (await sw.request(scriptRequest("/assets/detach-page-999999.js")))?.text()).toBe(
      "a newer chunk",
    );
    network.online = false;
    expect(await (await sw.request(scriptRequest("/assets/detach-page-999999.js")))?.text()).toBe(
      "a newer chunk",
    );
    expect(await sw.request(scriptRequest("/api/config"))).toBeUndefined();
  });

  it("takes over only when the driver accepts the update, and then serves the open pages", async () => {
    const sw = runServiceWorker(source, { manifest: MANIFEST, network: serveFiles(FILES) });
    await sw.install();
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    await sw.message({ type: "SOMETHING_ELSE" });
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    await sw.message({ type: SKIP_WAITING });
    expect(sw.self.skipWaiting).toHaveBeenCalledOnce();
    await sw.activate();
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it("a new build drops the files it no longer has, an older build's map and decoder, and the hand-written worker's caches", async () => {
    const caches = new FakeCacheStorage();
    await (await caches.open("hitch-shell-0123456789abcdef")).put(`${ORIGIN}/`, new Response("old"));
    const first = runServiceWorker(source, { manifest: MANIFEST, network: serveFiles(FILES), caches });
    await first.install();
    await first.activate();
    await first.message({ type: CACHE_ON_DEMAND });
    expect(await caches.keys()).not.toContain("hitch-shell-0123456789abcdef");

    const nextFiles = {
      ...FILES,
      "/index.html": "<html>shell 2</html>",
      "/assets/index-777777.js": "entry 2",
      "/assets/finder-map-eee555.js": "the finder's map 2",
    };
    const { "/assets/index-abc123.js": _, "/assets/finder-map-aaa111.js": __, ...kept } = nextFiles;
    const nextManifest = [
      { url: "index.html", revision: "shell-2" },
      { url: "assets/index-777777.js", revision: null },
      ...MANIFEST.slice(2).map((entry) =>
        entry.url.includes("finder-map") ? { url: "assets/finder-map-eee555.js", revision: null } : entry,
      ),
    ];
    const next = runServiceWorker(source, { manifest: nextManifest, network: serveFiles(kept), caches });
    await next.install();
    // The files the two builds share are not downloaded again.
    expect(paths(next.sent)).toEqual(["/assets/index-777777.js", "/index.html"]);
    await next.activate();
    expect(caches.named("-precache-")?.paths()).toEqual([
      "/assets/index-777777.js",
      "/assets/scanner-page-def456.js",
      "/index.html",
      "/manifest.webmanifest",
    ]);
    // The older map is gone; the decoder and the map's worker, the same files in both builds, stay.
    expect(caches.named("hitch-assets")?.paths()).toEqual(ON_DEMAND.slice(1).toSorted());
    const offline = runServiceWorker(source, {
      manifest: nextManifest,
      caches,
      network: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await (await offline.request(navigation("/login")))?.text()).toBe("<html>shell 2</html>");
  });
});

describe("Background Sync: the worker sends the outbox when the page is closed", () => {
  const GOOD_ID = trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company);
  const ATTACH = {
    trailer: { trailerId: GOOD_ID },
    location: { lat: YARD.lat, lng: YARD.lng, accuracy: YARD.accuracy },
    loadTrailerStatus: "loadedTrailer",
  };

  /** The page's outbox as it stands in the browser: the app's database, the app's senders. */
  function pageOutbox(options: { locks?: LockManager } = {}): Outbox {
    const outbox = createOutbox({ locks: options.locks, signedInDriver: () => demoUser() });
    registerWriteSenders(outbox);
    return outbox;
  }

  /** A signed-in driver, the edge Worker in memory, and a worker whose network reaches it. */
  async function setUp(options: { locks?: LockManager } = {}) {
    // The app's own database (the worker's bundle opens it by that name), emptied.
    const database = openOutboxDatabase();
    for (const entry of await database.all()) await database.delete(entry.id);
    const api = createFakeApi();
    api.signIn(demoUser());
    // The page's fetch (the outboxes made in the test) and the worker's reach the same Worker.
    vi.stubGlobal("fetch", api.network);
    const sw = runServiceWorker(source, {
      manifest: [],
      locks: options.locks,
      network: async (request) =>
        api.fetch(request.url, {
          method: request.method,
          headers: request.headers,
          credentials: request.credentials,
          body: request.method === "GET" ? undefined : await request.text(),
        }),
    });
    return { api, sw };
  }

  const attaches = (api: FakeApi) =>
    api.calls.filter((call) => call.method === "POST" && call.path === "/api/associations/attach");

  /** A write kept by the page while there was no signal; the driver then closed the page. */
  async function keptWhileOffline(api: FakeApi) {
    const page = pageOutbox();
    api.state.unreachable = true;
    const entry = await page.enqueue({ kind: "attach", payload: ATTACH, meta: ownerMeta(demoUser()) });
    await page.flush();
    page.stop();
    api.state.unreachable = false;
    // Only what reaches the Worker from here on.
    api.calls.length = 0;
    return entry;
  }

  it("sends a waiting write once, as the page would, and marks it done where the page reads it", async () => {
    const { api, sw } = await setUp();
    const entry = await keptWhileOffline(api);
    expect(attaches(api)).toHaveLength(0);

    await sw.sync(OUTBOX_SYNC_TAG);
    expect(attaches(api)).toHaveLength(1);
    expect(attaches(api)[0]?.body).toEqual({
      ...ATTACH,
      eventTime: entry.eventTime,
      idempotencyKey: entry.id,
    });
    // The session cookie goes with it: a same-origin fetch with the page's credentials mode.
    const sent = sw.fetch.mock.calls.filter(([input]) => String(input).endsWith("/api/associations/attach"));
    expect(sent.map(([, init]) => init?.credentials)).toEqual(["same-origin"]);
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);
    expect(sw.client.postMessage).toHaveBeenCalledWith({ type: OUTBOX_CHANGED });

    // The page, opened again, sees it done and sends nothing.
    const reopened = pageOutbox();
    await reopened.flush();
    expect(reopened.entries.value.map((e) => [e.id, e.state])).toEqual([[entry.id, "done"]]);
    await sw.sync(OUTBOX_SYNC_TAG);
    expect(attaches(api)).toHaveLength(1);
  });

  it("with no signal yet, fails the sync so the browser fires it again; the write still waits", async () => {
    const { api, sw } = await setUp();
    await keptWhileOffline(api);
    api.state.unreachable = true;
    await expect(sw.sync(OUTBOX_SYNC_TAG)).rejects.toThrow(/still wait/);
    expect((await openOutboxDatabase().all()).map((e) => e.state)).toEqual(["waiting"]);
    api.state.unreachable = false;
    await sw.sync(OUTBOX_SYNC_TAG);
    expect((await openOutboxDatabase().all()).map((e) => e.state)).toEqual(["done"]);
  });

  it("never sends a write as another driver: it waits for its own to sign in again", async () => {
    const { api, sw } = await setUp();
    await keptWhileOffline(api);
    api.signIn(demoUser({ mobileNumber: "5551239999" }));
    await sw.sync(OUTBOX_SYNC_TAG);
    expect(attaches(api)).toHaveLength(0);
    expect((await openOutboxDatabase().all()).map((e) => [e.state, e.needsSignIn])).toEqual([
      ["waiting", true],
    ]);
  });

  it("ignores other sync tags", async () => {
    const { api, sw } = await setUp();
    await keptWhileOffline(api);
    await sw.sync("something-else");
    expect(attaches(api)).toHaveLength(0);
  });

  it("a write the page sent but never heard back about is stored once when the worker sends it again", async () => {
    const { api, sw } = await setUp();
    // The page's try reaches the Worker and is stored, but the answer is lost on the way back.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await api.network(input, init);
      if (String(input).endsWith("/api/associations/attach")) throw new TypeError("Failed to fetch");
      return response;
    });
    const page = pageOutbox();
    const entry = await page.enqueue({ kind: "attach", payload: ATTACH, meta: ownerMeta(demoUser()) });
    await page.flush();
    page.stop();
    expect(page.entries.value[0]).toMatchObject({ state: "waiting", attempts: 1 });

    await sw.sync(OUTBOX_SYNC_TAG);
    const keys = attaches(api).map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([entry.id, entry.id]);
    expect([...api.state.writes.keys()]).toEqual([entry.id]);
    expect((await openOutboxDatabase().all()).map((e) => e.state)).toEqual(["done"]);
  });

  /** The page's fetch, holding its attach back until `release` (a slow answer). */
  function holdPageAttach(api: FakeApi) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith("/api/associations/attach")) await held;
      return api.network(input, init);
    });
    return release;
  }

  it("the page and the worker take turns under one Web Lock: a write is sent once", async () => {
    const locks = fakeLocks();
    const { api, sw } = await setUp({ locks });
    const entry = await keptWhileOffline(api);
    const release = holdPageAttach(api);
    const page = pageOutbox({ locks });
    const pageSends = page.resume();
    await vi.waitFor(() => expect(page.entries.value[0]?.state).toBe("sending"));
    // The sync fires while the page's try is on its way: the worker waits for the lock.
    const workerSends = sw.sync(OUTBOX_SYNC_TAG);
    await vi.waitFor(() => expect(locks.requested).toHaveLength(2));
    release();
    await Promise.all([pageSends, workerSends]);
    expect(sw.client.postMessage).toHaveBeenCalledWith({ type: OUTBOX_CHANGED });
    expect(attaches(api)).toHaveLength(1);
    expect([...api.state.writes.keys()]).toEqual([entry.id]);
    expect((await openOutboxDatabase().all()).map((e) => e.state)).toEqual(["done"]);
  });

  it("where there are no Web Locks, the worker sends a write the page is still sending: it is stored once", async () => {
    const { api, sw } = await setUp();
    const entry = await keptWhileOffline(api);
    const release = holdPageAttach(api);
    const page = pageOutbox();
    const pageSends = page.resume();
    await vi.waitFor(() => expect(page.entries.value[0]?.state).toBe("sending"));
    // The worker finds it "sending", as a closed page would have left it, and sends it again.
    await sw.sync(OUTBOX_SYNC_TAG);
    release();
    await pageSends;
    const keys = attaches(api).map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([entry.id, entry.id]);
    expect([...api.state.writes.keys()]).toEqual([entry.id]);
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);
    expect(page.entries.value.map((e) => e.state)).toEqual(["done"]);
  });
});
