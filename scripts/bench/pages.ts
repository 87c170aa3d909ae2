// The screens `npm run bench` measures with Lighthouse: the public screens as a
// new visitor, and the workflow's screens a driver opens the app on, signed in,
// each with the state it needs. A workflow step is reached the way a driver
// reaches it (the app driven from Manage trailer in a tab of the same browser,
// which keeps the flow in the phone's storage), then loaded cold at its own
// address.
import type { Page } from "playwright-core";

/** The seeded healthy trailer the workflow screens are measured on (README, Demo data). */
const TRAILER = "400102";
/** The demo yard (README, Demo data): the trailer stands within a few hundred feet. */
export const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };

export type Aim = {
  /** Lowest performance score. */
  score: number;
  /** Largest contentful paint, ms. */
  lcp?: number;
  /** Total blocking time, ms. */
  tbt?: number;
};

export type BenchPage = {
  name: string;
  path: string;
  signedIn: boolean;
  aim: Aim;
  /** For a workflow step: drives the app in `tab` (signed in, at Manage trailer) to it; answers its path. */
  reach?: (tab: Page, app: string) => Promise<string>;
};

const heading = (tab: Page, name: string) => tab.getByRole("heading", { name }).waitFor();

async function takePossession(tab: Page, app: string): Promise<string> {
  await tab.goto(`${app}/trailers/manualEntry/attach`);
  await tab.getByLabel("Trailer number").fill(TRAILER);
  await tab.getByRole("button", { name: "Complete Assessment" }).click();
  await heading(tab, `Take possession of trailer ${TRAILER}`);
  return new URL(tab.url()).pathname;
}

async function assessment(tab: Page, app: string): Promise<string> {
  await takePossession(tab, app);
  await tab.getByRole("radio", { name: "Loaded trailer" }).check();
  // A loaded trailer's seal (decision 123).
  await tab.getByRole("textbox", { name: "Seal number" }).fill("123456");
  await tab.getByRole("button", { name: "Continue" }).click();
  await heading(tab, `Assess trailer ${TRAILER}`);
  return new URL(tab.url()).pathname + new URL(tab.url()).search;
}

async function photos(tab: Page, app: string): Promise<string> {
  await assessment(tab, app);
  await tab.getByRole("button", { name: "Mark all as good" }).click();
  await tab.getByRole("button", { name: "Submit assessment" }).click();
  await heading(tab, "Take photos of each side");
  return new URL(tab.url()).pathname + new URL(tab.url()).search;
}

const PAGES: BenchPage[] = [
  { name: "Welcome", path: "/", signedIn: false, aim: { score: 100, lcp: 1000, tbt: 100 } },
  { name: "Login", path: "/login", signedIn: false, aim: { score: 100, tbt: 100 } },
  {
    name: "Manage trailer",
    path: "/manageTrailer",
    signedIn: true,
    aim: { score: 100, lcp: 1200, tbt: 100 },
  },
  { name: "Scanner", path: "/trailers/scan", signedIn: true, aim: { score: 100, lcp: 1200 } },
  {
    name: "Take possession",
    path: "/trailers/takePossession",
    signedIn: true,
    aim: { score: 98, lcp: 1500 },
    reach: takePossession,
  },
  {
    name: "Assessment",
    path: "/trailers/trailerAssessment/attach",
    signedIn: true,
    aim: { score: 98, lcp: 1500 },
    reach: assessment,
  },
  {
    name: "Photos",
    path: "/trailers/trailerPhotos",
    signedIn: true,
    aim: { score: 98, lcp: 1500 },
    reach: photos,
  },
];

/** The aim as printed: "100, LCP ≤ 1.0 s, TBT ≤ 100 ms". */
export function aimText(aim: Aim): string {
  return [
    aim.score === 100 ? "100" : `≥ ${aim.score}`,
    aim.lcp === undefined ? "" : `LCP ≤ ${(aim.lcp / 1000).toFixed(1)} s`,
    aim.tbt === undefined ? "" : `TBT ≤ ${aim.tbt} ms`,
  ]
    .filter(Boolean)
    .join(", ");
}

export function aimMet(aim: Aim, figures: { score: number; lcp: number; tbt: number }): boolean {
  return (
    figures.score >= aim.score &&
    (aim.lcp === undefined || figures.lcp <= aim.lcp) &&
    (aim.tbt === undefined || figures.tbt <= aim.tbt)
  );
}

/** The pages named (as printed, any case; comma-separated), or all of them. */
export function pagesNamed(only?: string): BenchPage[] {
  if (!only) return PAGES;
  const names = only.split(",").map((name) => name.trim().toLowerCase());
  return PAGES.filter((page) => names.includes(page.name.toLowerCase()));
}
