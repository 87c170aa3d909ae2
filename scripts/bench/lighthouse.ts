// `npm run bench`, Lighthouse (decision 055): the npm package drives Debian's
// Chromium with its defaults for a phone (Moto G Power screen, simulated slow 4G,
// 4x CPU slowdown), each page in a cold browser cache, against the production
// build behind a compressing proxy (compressing-proxy.ts: the edge compresses,
// vite preview does not). Public screens as a new visitor; Manage trailer and
// the scanner as a signed-in driver (the session cookie in the browser).
// Aims: performance 100 and largest paint at most 1.2 s on the public screens,
// at least 95 on the signed-in ones. Each page runs RUNS times; the median run
// (by performance score) is printed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../lib/chromium.ts";
import { signInViaApp } from "../lib/demo-session.ts";
import { startCompressingProxy } from "./compressing-proxy.ts";

const RUNS = 5;
const DEBUGGING_PORT = 9322;
/** A seeded test driver no other figure of the bench signs in (the bench has a database of its own). */
const PHONE = "5550100041";

type Page = { name: string; path: string; signedIn: boolean };
const PAGES: Page[] = [
  { name: "Welcome", path: "/", signedIn: false },
  { name: "Login", path: "/login", signedIn: false },
  { name: "Manage trailer", path: "/manageTrailer", signedIn: true },
  { name: "Scanner", path: "/trailers/scan", signedIn: true },
];

type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

async function audit(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    onlyCategories: ["performance"],
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
  };
}

/**
 * What the phone of a driver who signed in keeps (their details, under the app's storage key), or
 * nothing. Lighthouse clears the caches and the service worker before each run, not local storage.
 */
async function knowDriver(browser: BrowserContext, origin: string, user: unknown) {
  const tab = await browser.newPage();
  // A blank page of the origin, without loading the app.
  await tab.route("**/*", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "" }));
  await tab.goto(`${origin}/`);
  await tab.evaluate((details) => {
    localStorage.clear();
    if (details) localStorage.setItem("hitch:userDetails", JSON.stringify(details));
  }, user);
  await tab.close();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function verdict(page: Page, f: Figures): string {
  if (page.signedIn) return f.score >= 95 ? "aim met (≥ 95)" : "aim missed (≥ 95)";
  const met = f.score === 100 && f.lcp <= 1200;
  return met ? "aim met (100, LCP ≤ 1.2 s)" : "aim missed (100, LCP ≤ 1.2 s)";
}

type Session = Awaited<ReturnType<typeof signInViaApp>>;

export async function lighthouseFigures(
  app: string,
  api: string,
  signedIn?: Session,
  /** One page's name (as printed), or every page. */
  only?: string,
): Promise<void> {
  const proxy = await startCompressingProxy(app);
  const profile = mkdtempSync(join(tmpdir(), "hitch-lighthouse-"));
  // The browser's default profile, so the session cookie set here is the one Lighthouse's tab sends.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      // The scanner's camera: Chromium's own moving test pattern, allowed without a prompt.
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  });
  try {
    const session = signedIn ?? (await signInViaApp(app, api, PHONE));
    const [name = "", value = ""] = session.cookie.split("=");
    console.log(
      `\n## Lighthouse ${"(mobile: simulated slow 4G, 4× CPU slowdown; production build behind a brotli/gzip proxy)"}`,
    );
    console.log(`Median of ${RUNS} cold runs by performance score.`);
    console.log("Page            Perf   FCP      LCP      TBT      CLS     Speed Index  Aim");
    for (const page of PAGES.filter((p) => !only || p.name.toLowerCase() === only.toLowerCase())) {
      await browser.clearCookies();
      await knowDriver(browser, proxy.url, page.signedIn ? session.user : null);
      if (page.signedIn) {
        // __Host- (Secure): Chromium keeps it for http://127.0.0.1 as a secure origin.
        await browser.addCookies([
          { name, value, domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" },
        ]);
      }
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${proxy.url}${page.path}`));
      const f = runs.sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)]!;
      console.log(
        `${page.name.padEnd(15)} ${String(f.score).padStart(4)}   ${seconds(f.fcp).padEnd(8)} ${seconds(f.lcp).padEnd(8)} ${`${Math.round(f.tbt)} ms`.padEnd(8)} ${f.cls.toFixed(3).padEnd(7)} ${seconds(f.si).padEnd(12)} ${verdict(page, f)}   (scores ${runs.map((r) => r.score).join(", ")})`,
      );
    }
  } finally {
    await browser.close();
    await proxy.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
