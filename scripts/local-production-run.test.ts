// @vitest-environment node
// The local production run (`vite build`, then `vite preview`, which runs the edge
// Worker in workerd behind a Node server) answers what the Worker answers
// (decision 047), and publishes no source maps. The browser tests run against this
// server, so a 401 it turned into its own 500 would hide a session expiry from them.
// The build's service worker is run here too, against the build's own files.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "react-router";
import { SourceMapConsumer } from "source-map-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_ENV, previewArgs, writePreviewVars } from "#scripts/lib/preview.ts";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";
import { EARLY_TAPS_SCRIPT } from "#shared/early-taps.ts";
import { LOCALES } from "#shared/languages.ts";
import {
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  type PrerenderedPath,
  prerenderedFile,
} from "#shared/prerendered-pages.ts";
import type { RouteChunkManifest } from "#shared/route-chunks.ts";
import {
  SHELL_PATH_ATTRIBUTE,
  SIGNED_IN_SHELLS,
  type SignedInShellPath,
  signedInShellAssetPath,
} from "#shared/signed-in-shells.ts";
import { COMPILE_ALL_ON_LOAD } from "../web/compile-hints.ts";
import {
  navigation,
  runServiceWorker,
  scriptRequest,
  serveFiles,
} from "../web/service-worker/test/fake-scope.ts";

const VITE = resolve("node_modules/.bin/vite");
const KB = 1024;

/** Runs vite to completion; its output is shown only when it fails. */
function vite(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(VITE, args, {
      // Not vitest's NODE_ENV=test, with which Vite builds React's development code: the build
      // `npm test` makes and the bench measures is production's (the byte ceilings below).
      env: { ...process.env, ...QUIET_ENV, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`vite ${args.join(" ")}: ${output}`))));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

const VARS = "dist/hitch/.dev.vars";
let preview: ChildProcess | undefined;
let base = "";
let builtVars: string | undefined;

async function waitUntilServing(child: ChildProcess): Promise<void> {
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error("vite preview exited before serving");
    const ok = await fetch(`${base}/api/config`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
}

beforeAll(async () => {
  // `npm test` builds once, before the unit and browser tests, and says so (decision 080).
  if (process.env.HITCH_BUILT !== "true") await vite(["build", "--logLevel", "warn"]);
  base = `http://127.0.0.1:${await freePort()}`;
  // The build's copy of .dev.vars, given back afterwards for a later `npm run preview`.
  builtVars = existsSync(VARS) ? readFileSync(VARS, "utf8") : undefined;
  // No reference API is needed: every request below is answered by the Worker alone.
  writePreviewVars(base, "http://127.0.0.1:9", { DEV_TOOLS: "false" });
  preview = spawn(VITE, previewArgs(new URL(base).port), {
    env: { ...process.env, ...QUIET_ENV, ...PREVIEW_ENV },
    stdio: "ignore",
  });
  await waitUntilServing(preview);
}, 180_000);

afterAll(async () => {
  if (builtVars !== undefined) writeFileSync(VARS, builtVars);
  if (!preview || preview.exitCode !== null) return;
  const exited = new Promise((done) => preview?.once("exit", done));
  preview.kill("SIGTERM");
  await exited;
});

type Case = { name: string; method: string; path: string; headers?: Record<string, string>; body: string };
type Expected = { status: number; kind?: string };

const json = { "content-type": "application/json" };
const sameOrigin = () => ({ ...json, origin: base });

/** Requests the Worker answers without reading their body, each with the Worker's own answer. */
const cases = (): [Case, Expected][] => [
  [
    {
      name: "session expired",
      method: "POST",
      path: "/api/trailers/check",
      headers: sameOrigin(),
      body: '{"trailer":{}}',
    },
    { status: 401, kind: "unauthorized" },
  ],
  [
    { name: "no such route", method: "POST", path: "/api/no-such-route", headers: sameOrigin(), body: "{}" },
    { status: 404, kind: "notFound" },
  ],
  [
    { name: "wrong method", method: "PATCH", path: "/api/config", headers: sameOrigin(), body: "{}" },
    { status: 404, kind: "notFound" },
  ],
  [
    { name: "cross-site", method: "POST", path: "/api/session/code", headers: json, body: "{}" },
    { status: 403, kind: "csrf" },
  ],
  [
    {
      name: "too large",
      method: "POST",
      path: "/api/session/code",
      headers: sameOrigin(),
      body: JSON.stringify({ orderNumber: "x".repeat(100 * KB) }),
    },
    { status: 413, kind: "payloadTooLarge" },
  ],
  [
    { name: "not an API path", method: "POST", path: "/__dev/outbox", headers: sameOrigin(), body: "{}" },
    { status: 404, kind: "notFound" },
  ],
];

describe("the local production run (vite preview)", () => {
  it("answers what the Worker answers to requests it refuses unread, never its own 500", async () => {
    const all = cases();
    const requests = Array.from({ length: 360 }, (_, i) => all[i % all.length]!);
    const seen = new Map<string, number>();
    let next = 0;
    // Eight at a time, as a page's parallel calls and the fuzz runs send them.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < requests.length) {
          const [request, expected] = requests[next++]!;
          const res = await fetch(base + request.path, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          });
          const text = await res.text();
          const kind = res.headers.get("content-type")?.includes("json") ? JSON.parse(text).kind : undefined;
          const got = `${request.name}: ${res.status}${kind ? ` ${kind}` : ""}`;
          const want = `${request.name}: ${expected.status}${expected.kind ? ` ${expected.kind}` : ""}`;
          const key = got === want ? "as the Worker answers" : got;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }),
    );
    expect(Object.fromEntries(seen)).toEqual({ "as the Worker answers": requests.length });
  }, 60_000);

  it("publishes no source maps: none served, and no built script points at one", async () => {
    const assets = readdirSync("dist/client/assets");
    const maps = assets.filter((file) => file.endsWith(".map"));
    // Written for whoever debugs a build on this machine, but kept out of the published assets.
    expect(maps.length).toBeGreaterThan(0);
    expect(readFileSync("dist/client/.assetsignore", "utf8").split("\n")).toContain("*.map");
    for (const map of maps.slice(0, 5)) {
      const res = await fetch(`${base}/assets/${map}`);
      expect({ map, status: res.status }).toEqual({ map, status: 404 });
      await res.body?.cancel();
    }
    const scripts = [...assets.map((file) => `dist/client/assets/${file}`), "dist/client/sw.js"].filter(
      (file) => file.endsWith(".js"),
    );
    const pointing = scripts.filter((file) => readFileSync(file, "utf8").includes("sourceMappingURL"));
    expect(pointing).toEqual([]);
    const script = await fetch(`${base}/${scripts[0]!.replace("dist/client/", "")}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("sourcemap")).toBeNull();
    await script.body?.cancel();
  }, 60_000);
});

const CLIENT = "dist/client";

describe("the prerendered public screens (decision 055)", () => {
  const HEADINGS: Record<string, Record<string, string>> = {
    "/": { "en-US": "Welcome to Hitch", es: "Bienvenido a Hitch" },
    "/login": { "en-US": "Sign in", es: "Iniciar sesión" },
    "/privacyPolicy": { "en-US": "Privacy Policy", es: "Política de privacidad" },
    "/termsOfUse": { "en-US": "Terms of Use", es: "Términos de uso" },
    "/unauthorized": { "en-US": "Session Expired", es: "Sesión vencida" },
  };

  it("are served in the driver's language, by the lang cookie and by Accept-Language", async () => {
    for (const path of Object.keys(PRERENDERED_PAGES)) {
      for (const [headers, locale] of [
        [{ "accept-language": "es-MX,es;q=0.9" }, "es"],
        [{ "accept-language": "en-US,en;q=0.9" }, "en-US"],
        [{ "accept-language": "en-US", cookie: "lang=es" }, "es"],
        [{ "accept-language": "es-MX", cookie: "lang=en-US" }, "en-US"],
      ] as const) {
        const res = await fetch(base + path, { headers });
        const html = await res.text();
        expect({ path, headers, status: res.status }).toEqual({ path, headers, status: 200 });
        expect(html).toContain(`<h1>${HEADINGS[path]![locale]}</h1>`);
        expect(html).toContain(`<html lang="${locale}">`);
        // The app's stylesheet is inline (the screen paints with the HTML alone), allowed by its hash.
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
        expect(styles.length).toBeGreaterThan(0);
        const csp = res.headers.get("content-security-policy") ?? "";
        for (const css of styles) {
          expect(csp).toContain(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
        }
        // So is the script that holds a tap made before the app runs (shared/early-taps.ts).
        expect(html).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
        const early = `'sha256-${createHash("sha256").update(EARLY_TAPS_SCRIPT).digest("base64")}'`;
        expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${early}`);
        expect(csp).not.toContain("unsafe-inline");
      }
    }
  });

  it("every other screen comes as the shell in the driver's language, showing the loading screen", async () => {
    for (const [headers, locale, loading] of [
      [{ "accept-language": "es-MX" }, "es", "Cargando…"],
      [{ "accept-language": "es-MX", cookie: "lang=en-US" }, "en-US", "Loading…"],
    ] as const) {
      const res = await fetch(`${base}/trailers/scan`, { headers });
      const html = await res.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toMatch(
        new RegExp(`<div id="root"><div class="loading" role="status">.*${loading}</div></div>`),
      );
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/messages-[^"]+\.js">/);
      // The screen's own code, named by the build's route-to-chunks manifest (decision 086).
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/scanner-page-[^"]+\.js">/);
      expect(res.headers.get("content-security-policy")).toMatch(/style-src 'self' 'sha256-[^']+'/);
    }
  });

  it("name only what the first screen needs: not the outbox, which loads once it is up", () => {
    for (const locale of LOCALES) {
      const html = readFileSync(join(CLIENT, prerenderedFile("/login", locale)), "utf8");
      const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file!);
      const code = scripts.map((file) => readFileSync(join(CLIENT, file), "utf8")).join("\n");
      // The outbox's IndexedDB database, named only by the code that opens it (as any kind of string).
      const outboxName = /[`'"]hitch-outbox[`'"]/;
      expect(outboxName.test(code), `the outbox in ${scripts.join(", ")}`).toBe(false);
      const all = readdirSync(join(CLIENT, "assets")).filter((file) => file.endsWith(".js"));
      const built = all.map((file) => readFileSync(join(CLIENT, "assets", file), "utf8")).join("\n");
      expect(outboxName.test(built)).toBe(true);
    }
  });

  it("hold only the early-taps script inline, link their lazy screen's styles, and preload their language's catalog", () => {
    const shell = readFileSync(join(CLIENT, "index.html"), "utf8");
    for (const locale of LOCALES) {
      for (const path of Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]) {
        const html = readFileSync(join(CLIENT, prerenderedFile(path, locale)), "utf8");
        const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
        const inline = scripts.filter(([tag]) => tag.startsWith("<script>")).map(([, code]) => code);
        expect(inline).toEqual([EARLY_TAPS_SCRIPT]);
        const files = scripts.filter(([tag]) => !tag.startsWith("<script>")).map(([tag]) => tag);
        // The shell's, fetched at low priority: the screen paints without them (decision 091).
        expect(files).toEqual(
          [...shell.matchAll(/<script\b[^>]*><\/script>/g)].map(([tag]) =>
            tag.replace(
              '<script type="module" crossorigin',
              '<script type="module" fetchpriority="low" crossorigin',
            ),
          ),
        );
        expect(files.every((tag) => tag.includes(" src=") && tag.includes(' fetchpriority="low"'))).toBe(
          true,
        );
        const preloaded = [
          ...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
        ];
        expect(html).not.toMatch(/<link rel="modulepreload" crossorigin/);
        const catalogs = preloaded.filter(([, href]) => /\/assets\/messages-/.test(href!));
        expect({ path, locale, catalogs: catalogs.length }).toEqual({ path, locale, catalogs: 1 });
        if (path === "/privacyPolicy" || path === "/termsOfUse") {
          expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/legal-page-[^"]+\.css">/);
        }
      }
    }
  });
});

/** A built script and every script it imports statically, as paths under CLIENT (`assets/…`). */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(CLIENT, file), "utf8");
  // The bundler's static imports of a sibling chunk (`import{…}from` it, or a bare `import` of it),
  // never a dynamic `import()`.
  for (const [, name] of code.matchAll(
    /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}\s*)?(?:from\s*)?"\.\/([^"]+\.js)"/g,
  )) {
    staticImports(`assets/${name}`, seen);
  }
  return seen;
}

/**
 * A built file's text with the content hashes in the names of the chunks it refers to read as one
 * placeholder: a change to a lazy chunk renames it, and its new name, written in the first screen's
 * code, gzips a few bytes apart (5 bytes over a ceiling, once) though not a byte of the first
 * screen changed.
 */
const withoutHashes = (code: string) => code.replace(/-[\w-]{8}(?=\.(?:js|css|wasm|mjs)\b)/g, "-HASHHASH");

/**
 * The JS a document has the phone fetch before its first screen is up, as `npm run bench --
 * --first-screen` counts it: its entry script and module preloads, and what they import
 * statically; gzip, as the bench measures it, but for the chunk names' hashes (withoutHashes).
 * Lazy chunks started once the screen is up (the outbox, the driver's copies, the scanner's code)
 * are not in it.
 */
function firstScreenScripts(html: string): { files: string[]; gzip: number } {
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)];
  const files = new Set<string>();
  for (const [, file] of named) staticImports(file!, files);
  const gzip = [...files].reduce(
    (total, file) => total + gzipSync(withoutHashes(readFileSync(join(CLIENT, file), "utf8"))).length,
    0,
  );
  return { files: [...files].sort(), gzip };
}

/**
 * Ceilings on the JS before the first screen is up, gzip: the aim is 120 KB for each. What
 * decision 091 reached is held here, so a change that adds to a first screen fails; lower a
 * ceiling when a cut lands, never raise it without a decision.
 */
const FIRST_SCREEN_JS_CEILING_KB = {
  // 119 KB (091), raised by 0.2 KB in decision 095: the app's start split from its modules'
  // evaluation, and the scanner's camera opened at the press into it (094), took the margin left;
  // by 0.1 KB in 086's amendment: a tap on a signed-in shell's button made on the app's; by 0.2 KB
  // in decision 106: one send per tap, busy until the next screen, and Try again on a waited call;
  // by 0.4 KB in decision 107: a way back on every screen and one offline line; by 0.5 KB in
  // decision 111: the first screen's and the outbox's homes, one send hook (a cut is owed); by 0.2
  // KB in decision 120: the log-out's words and a refusal's for a trailer not the driver's (118);
  // by 0.1 KB in decision 126: the words of a red tag refused for want of a close-up; by 0.3 KB in
  // decision 130: the scanner's offline line says whether the phone holds its decoder (a cut is owed);
  // by 0.1 KB in decision 133: what was typed on a signed-in shell handed to the field drawn in its
  // place, with the focus, and a held tap made once React has drawn it (every first screen's start);
  // by 0.1 KB in decision 106's Since (2026-11-30): a link drawn as a button busy from the tap; by
  // 0.1 KB in decision 135: one access rule around every screen, the session checked once a page;
  // by 0.1 KB in 086's amendment of 2026-11-30: a held tap made on the button of its name, not on
  // whatever an alert drawn above it shifted into its place (9 bytes over, after a search for them).
  // Read without the chunk names' hashes since 2026-11-30 (withoutHashes: 0.64 KB less on every
  // document, the same code), and lowered to match: 121.4 became 120.7. Raised by 0.1 KB in
  // decision 145: a screen whose code was lost to the signal opens by itself once it is back.
  public: 120.8,
  // 120 KB (091), raised by 1.2 KB in decision 107: the carrier's state plus the phone's writes
  // (105), the way back and the one offline line drawn on it; by 0.2 KB in decision 120 (as above);
  // lowered by 0.4 KB in decision 091's Since: log out's and Share location's code loaded at the tap;
  // raised by 0.1 KB in decision 128: a shared condition report's public route in the route table;
  // by 0.3 KB in decision 130: the decoder's warm-up held while work waits, and the scanner's offline
  // line (a cut is owed); by 0.1 KB in decision 106: a link drawn as a button busy from the tap
  // until the screen moves on; by 0.1 KB in decision 135 (as above); by 0.1 KB in decision 136: what
  // each step of the job leads to, whose code loads ahead (5 s off the job at one bar). Read without
  // the chunk names' hashes since 2026-11-30 (as above): 121.7 became 121.1.
  manageTrailer: 121.1,
} as const;

describe("the signed-in shells (decisions 086, 133)", () => {
  const shellOf = (path: SignedInShellPath, locale: string) =>
    readFileSync(join(CLIENT, `${signedInShellAssetPath(path, locale).slice(1)}.html`), "utf8");

  it("are each drawn for its path, with the code and words of the screen the route table mounts there", () => {
    const { routes } = JSON.parse(
      readFileSync(join(CLIENT, PRERENDERED_DIR, "route-chunks.json"), "utf8"),
    ) as RouteChunkManifest;
    for (const locale of LOCALES) {
      for (const path of Object.keys(SIGNED_IN_SHELLS) as SignedInShellPath[]) {
        const html = shellOf(path, locale);
        expect(html).toContain(`<div id="root" ${SHELL_PATH_ATTRIBUTE}="${path}"`);
        const route = matchRoutes(routes, path)?.[0]?.route;
        expect(route, path).toBeDefined();
        for (const file of [...route!.scripts, ...(route!.catalogs[locale] ?? [])]) {
          expect({ path, locale, file, named: html.includes(`href="/${file}"`) }).toEqual({
            path,
            locale,
            file,
            named: true,
          });
        }
      }
    }
  });

  it("draw Manual entry's heading, number field and button at both its addresses, in each language", () => {
    for (const [path, locale, heading, action] of [
      ["/trailers/manualEntry/attach", "es", "Escriba el número del remolque", "Hacer la inspección"],
      ["/trailers/manualEntry/attach", "en-US", "Enter the trailer number", "Complete Assessment"],
      ["/trailers/manualEntry", "es", "Escriba el número del remolque que va a dejar", "Continuar"],
      ["/trailers/manualEntry", "en-US", "Enter the number of the trailer to drop", "Continue"],
    ] as const) {
      const html = shellOf(path, locale);
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).toMatch(/<input [^>]*name="trailerNumber"/);
      expect(html, path).toMatch(new RegExp(`<button type="submit"[^>]*>(<[^>]+>)*${action}<`));
    }
  });
});

describe("the JS before the first screen is up (bytes are deterministic; decision 091)", () => {
  it("stays under its ceiling on Welcome, Login and Manage trailer signed in, in each language", () => {
    for (const locale of LOCALES) {
      const documents = [
        { document: prerenderedFile("/", locale), ceiling: FIRST_SCREEN_JS_CEILING_KB.public },
        { document: prerenderedFile("/login", locale), ceiling: FIRST_SCREEN_JS_CEILING_KB.public },
        {
          document: `${signedInShellAssetPath("/manageTrailer", locale).slice(1)}.html`,
          ceiling: FIRST_SCREEN_JS_CEILING_KB.manageTrailer,
        },
      ];
      for (const { document, ceiling } of documents) {
        const { files, gzip } = firstScreenScripts(readFileSync(join(CLIENT, document), "utf8"));
        expect(
          gzip / KB,
          `${document}, ${(gzip / KB).toFixed(1)} KB: ${files.join(", ")}`,
        ).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it("leaves out of Manage trailer's what it shows only once it is up: the outbox, the copies, the workflow's words", () => {
    for (const locale of LOCALES) {
      const html = readFileSync(
        join(CLIENT, `${signedInShellAssetPath("/manageTrailer", locale).slice(1)}.html`),
        "utf8",
      );
      const { files } = firstScreenScripts(html);
      const code = files.map((file) => readFileSync(join(CLIENT, file), "utf8")).join("\n");
      // The outbox's and the copies' IndexedDB databases, named only by the code that opens them.
      expect(/[`'"]hitch-outbox[`'"]/.test(code), files.join(", ")).toBe(false);
      expect(/[`'"]hitch-drivers-copies[`'"]/.test(code), files.join(", ")).toBe(false);
      expect(files.filter((file) => /\/workflow-[^/]+\.js$/.test(file))).toEqual([]);
      // The scanner's shell still comes with them.
      const scanner = readFileSync(
        join(CLIENT, `${signedInShellAssetPath("/trailers/scan", locale).slice(1)}.html`),
        "utf8",
      );
      expect(
        firstScreenScripts(scanner).files.filter((file) => /\/workflow-[^/]+\.js$/.test(file)),
      ).toHaveLength(1);
    }
  });
});

describe("the libraries' chunk (decision 096)", () => {
  it("opens with V8's compile hint, alone of the chunks, its source map moved down the line", () => {
    const scripts = readdirSync(join(CLIENT, "assets")).filter((file) => file.endsWith(".js"));
    const hinted = scripts.filter((file) =>
      readFileSync(join(CLIENT, "assets", file), "utf8").startsWith(`${COMPILE_ALL_ON_LOAD}\n`),
    );
    expect(hinted).toEqual([expect.stringMatching(/^vendor-[\w-]+\.js$/)]);
    for (const file of hinted) {
      const lines = readFileSync(join(CLIENT, "assets", file), "utf8").split("\n");
      const map = new SourceMapConsumer(
        JSON.parse(readFileSync(join(CLIENT, "assets", `${file}.map`), "utf8")),
      );
      const sourcesOn = (line: number) =>
        Array.from(
          { length: Math.min(lines[line - 1]!.length, 2000) },
          (_, column) => map.originalPositionFor({ line, column }).source,
        ).filter((source) => source !== null);
      // The hint's line maps to nothing; the code's last line, moved down one, still to its source.
      expect(sourcesOn(1)).toEqual([]);
      expect(sourcesOn(lines.length).length, file).toBeGreaterThan(0);
    }
  });
});

/** Every file of the client build, as the URL path it is served at. */
function clientFiles(dir = CLIENT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? clientFiles(path) : [`/${relative(CLIENT, path)}`];
  });
}

describe("the built service worker (dist/client/sw.js, vite-plugin-pwa with Workbox)", () => {
  it("precaches the shell and every lazy chunk but the map's and the decoder's, none of which the first screen asks for", async () => {
    const files = clientFiles();
    const served = Object.fromEntries(files.map((file) => [file, readFileSync(join(CLIENT, file))]));
    const sw = runServiceWorker(readFileSync(join(CLIENT, "sw.js"), "utf8"), { network: serveFiles(served) });
    await sw.install();
    const precached = sw.sent.map((request) => new URL(request.url).pathname).sort();
    // Every file of the build but the maps, the dotfiles, the prerendered screens (the shell opens
    // them offline), the worker itself, and the files kept on demand: the finder's map and the
    // scanner's decoder (decision 130).
    const onDemand = /^\/assets\/(?:finder-map|maplibre-gl-worker|zxing)[-._]/;
    const expected = files
      .filter((file) => !file.endsWith(".map") && !file.split("/").some((part) => part.startsWith(".")))
      .filter((file) => file !== "/sw.js" && !file.startsWith(`/${PRERENDERED_DIR}/`))
      .filter((file) => !onDemand.test(file))
      .sort();
    expect(expected).toContain("/index.html");
    expect(precached).toEqual(expected);

    // The lazy code: what index.html does not load. The scanner, its wasm and the maps are in it.
    const shell = readFileSync(join(CLIENT, "index.html"), "utf8");
    const lazy = files.filter((file) => /^\/assets\/.+\.(js|mjs|wasm)$/.test(file) && !shell.includes(file));
    for (const heavy of [
      /scanner-page-/,
      /zxing_reader-.+\.wasm$/,
      /finder-map-.+\.js$/,
      /maplibre-gl-worker-/,
    ]) {
      expect(lazy.filter((file) => heavy.test(file))).toHaveLength(1);
    }
    expect(lazy.filter((file) => !precached.includes(file) && !onDemand.test(file))).toEqual([]);

    await sw.activate();
    const offline = runServiceWorker(readFileSync(join(CLIENT, "sw.js"), "utf8"), {
      caches: sw.caches,
      network: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await (await offline.request(navigation("/manageTrailer")))?.text()).toBe(shell);
    const scanner = lazy.find((file) => file.includes("scanner-page-"))!;
    expect((await offline.request(scriptRequest(scanner)))?.status).toBe(200);
  });
});
