// `npm run bench`, part 1: the bytes a phone downloads for a first screen (the document, then the
// JS and CSS fetched before the screen is up, aim at most 120 KB of JS gzip), and every chunk that
// loads later, on demand. `npm run bench -- --first-screen` prints this part alone.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "#scripts/lib/chromium.ts";
import type { signInViaApp } from "#scripts/lib/demo-session.ts";

const CLIENT_DIR = "dist/client";

type Session = Awaited<ReturnType<typeof signInViaApp>>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path: string) => gzipSync(readFileSync(path)).length;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The /assets JS and CSS `path` fetched before its first screen was up (the app's mark) and after. */
async function assetsAroundFirstScreen(
  app: string,
  path: string,
  session?: Session,
): Promise<{ before: string[]; after: string[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  if (session) {
    // Signed in: the session cookie (__Host-, kept for http://127.0.0.1 as a secure origin) and
    // the driver's details the phone keeps.
    const [name = "", value = ""] = session.cookie.split("=");
    await context.addCookies([
      { name, value, domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" },
    ]);
    await context.addInitScript((user) => {
      localStorage.setItem("hitch:userDetails", JSON.stringify(user));
    }, session.user);
  }
  const page = await context.newPage();
  await page.goto(`${app}${path}`, { waitUntil: "networkidle" });
  const files = await page.evaluate(() => {
    const mark = performance.getEntriesByName("hitch:first-screen")[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((file) => /^\/assets\/.+\.(js|css)$/.test(file.path));
    return {
      before: files.filter((f) => f.start <= mark).map((f) => f.path),
      after: files.filter((f) => f.start > mark).map((f) => f.path),
    };
  });
  await browser.close();
  return files;
}

/**
 * What a driver's phone downloads for the first screen at `path`. A prerendered public screen
 * shows with its document alone (HTML, stylesheet inline; decision 055); then the page fetches the
 * JS that takes it over: every JS and CSS file it asked for before its first screen was up (the
 * app's `hitch:first-screen` mark), counted at gzip size, against the 120 KB aim. What it fetched
 * after that, while opening (the outbox, the service worker's registration), is listed apart.
 */
export async function firstScreenSizes(app: string, path: string, session?: Session): Promise<Set<string>> {
  const cookie: Record<string, string> = session ? { cookie: session.cookie } : {};
  const document = await fetch(`${app}${path}`, { headers: { "accept-language": "en-US", ...cookie } });
  const html = Buffer.from(await document.arrayBuffer());
  const { before, after } = await assetsAroundFirstScreen(app, path, session);
  const sum = (files: string[], ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(join(CLIENT_DIR, f)), 0);
  const js = sum(before, ".js");
  console.log(`\n## First screen at ${path} (gzip)`);
  console.log(
    `Document ${kb(gzipSync(html).length)}${html.includes("data-prerendered-path") ? " (prerendered: the screen shows with it alone, its stylesheet inline)" : ""}`,
  );
  console.log(
    `JS before the first screen is up ${kb(js)}, ${before.filter((f) => f.endsWith(".js")).length} files (aim ≤ 120 KB: ${js <= 120 * 1024 ? "met" : "missed"})`,
  );
  for (const f of before.filter((f) => f.endsWith(".js")))
    console.log(`${kb(gz(join(CLIENT_DIR, f))).padStart(9)}  ${f.slice(1)}`);
  console.log(`CSS files ${kb(sum(before, ".css"))}`);
  console.log(`JS fetched just after it is up ${kb(sum(after, ".js"))} (${after.length} files)`);
  return new Set([...before, ...after].map((f) => join(CLIENT_DIR, f)));
}

/** Every chunk, stylesheet and wasm file of the build that none of the first screens loaded. */
export function lazySizes(loaded: Set<string>) {
  console.log("\n## Loaded later, on demand (gzip)");
  const lazy = filesUnder(join(CLIENT_DIR, "assets"))
    .filter((f) => !loaded.has(f) && /\.(js|css|wasm)$/.test(f))
    .map((f) => ({ f, size: gz(f) }))
    .sort((a, b) => b.size - a.size);
  for (const { f, size } of lazy) console.log(`${kb(size).padStart(9)}  ${f.slice(CLIENT_DIR.length + 1)}`);
}
