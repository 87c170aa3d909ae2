// `npm run bench`, the finder maps' figures (decision 043):
//  1. the gzipped size of the map chunk (maplibre-gl and the map component, its CSS,
//     and maplibre's worker);
//  2. proof that the first screens' JS does not include it;
//  3. time from navigation to the first frame the finder map draws with the plain
//     (fallback) style, for a seeded trailer opened from a link, in a cold browser.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, chromiumStarted } from "#scripts/lib/chromium.ts";
import { finderLinkPath } from "#shared/api/finder.ts";
import { finderLinkExpiry, signFinderLink } from "#worker/finder/link-token.ts";

const ASSETS = "dist/client/assets";
const RUNS = 7;
/** The mark the finder map (web/src/features/finder/use-finder-map.ts) sets at its first frame drawn with the overlay. */
const FIRST_FRAME_MARK = "finder-map-first-frame";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function mapChunkFiles(): string[] {
  return readdirSync(ASSETS)
    .filter((name) => /^(finder-map-.+\.(js|css)|maplibre-gl-worker-.+\.mjs)$/.test(name))
    .map((name) => join(ASSETS, name));
}

function devKey(): string {
  const line = readFileSync(".dev.vars.example", "utf8").match(/^FINDER_LINK_KEY=(.+)$/m);
  if (!line) throw new Error("FINDER_LINK_KEY is missing from .dev.vars.example");
  return line[1]!.trim();
}

async function firstFrameMs(url: string): Promise<{ ms: number; style: string }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await chromiumStarted();
    await page.goto(url);
    const handle = await page.waitForFunction(
      (name) => {
        const [entry] = performance.getEntriesByName(name) as PerformanceMark[];
        return entry ? { ms: entry.startTime, style: String(entry.detail) } : undefined;
      },
      FIRST_FRAME_MARK,
      { timeout: 30_000 },
    );
    return (await handle.jsonValue()) as { ms: number; style: string };
  } finally {
    await browser.close();
  }
}

/** Prints the figures; `firstScreens` are the files Chromium fetched for Welcome and Login. */
export async function finderFigures(app: string, firstScreens: Set<string>): Promise<void> {
  console.log("\n## Finder maps");
  const files = mapChunkFiles();
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(file)).length;
    total += size;
    console.log(`${kb(size).padStart(9)}  ${file.slice(ASSETS.length + 1)}`);
  }
  console.log(`${kb(total).padStart(9)}  map chunk in all (gzip)`);

  const leaked = files.filter((f) => firstScreens.has(f));
  const firstJs = [...firstScreens].filter((f) => f.endsWith(".js"));
  const maplibreInFirst = firstJs.filter((f) => readFileSync(f, "utf8").includes("maplibre"));
  console.log(
    `First screens' JS (${firstJs.length} files): map chunk ${leaked.length === 0 ? "not loaded" : `LOADED (${leaked.join(", ")})`}; ` +
      `files naming maplibre: ${maplibreInFirst.length === 0 ? "none" : maplibreInFirst.join(", ")}`,
  );

  const token = await signFinderLink(devKey(), {
    scope: "trailer",
    trailers: [{ trailerNumber: "400101", company: "knight", slot: null }],
    expiresAt: finderLinkExpiry(Date.now(), 1),
  });
  const url = `${app}${finderLinkPath("trailer", token)}`;
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { ms, style } = await firstFrameMs(url);
    if (style !== "fallback") throw new Error(`the bench expects the plain style, the map drew "${style}"`);
    samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `First frame of /trailers/map with the plain style (navigation to frame, cold browser, ${RUNS} runs): ` +
      `median ${median.toFixed(0)} ms · min ${samples[0]!.toFixed(0)} ms · max ${samples.at(-1)!.toFixed(0)} ms`,
  );
}
