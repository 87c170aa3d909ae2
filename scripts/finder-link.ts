// `npm run finder-link`: a finder map link made outside the app, e.g. by dispatch for a
// yard colleague (decision 026). Signed with the same module and key as the edge Worker's
// 'Share location'. The key comes from the environment (FINDER_LINK_KEY), or with --dev
// from the local .dev.vars; it is never printed.
//
//   FINDER_LINK_KEY=… npm run finder-link -- --trailer 400101 --company knight [--hours 24]
//   FINDER_LINK_KEY=… npm run finder-link -- --load 400101:knight:inboundEmpty,500201:swift:loadedTrailer
//   npm run finder-link -- --dev --trailer 400101 --company knight
//
// Options: --slot <inboundEmpty|loadedTrailer|outboundEmpty> (with --trailer), --hours <1..168>
// (default 24), --origin <app URL> (default ROOT_URL, else the dev server).
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { finderLinkPath } from "#shared/api/finder.ts";
import { CompanySchema, LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import {
  DEFAULT_FINDER_LINK_HOURS,
  FINDER_LINK_KEY_MIN_LENGTH,
  finderLinkExpiry,
  MAX_FINDER_LINK_HOURS,
  type SlottedTrailer,
  signFinderLink,
} from "#worker/finder/link-token.ts";

const DEV_ORIGIN = "http://127.0.0.1:5173";

function fail(message: string): never {
  console.error(`finder-link: ${message}`);
  process.exit(2);
}

function devKey(): string | undefined {
  const file = [".dev.vars", ".dev.vars.example"].find((f) => existsSync(f));
  const line = file && readFileSync(file, "utf8").match(/^FINDER_LINK_KEY=(.+)$/m);
  return line ? line[1]!.trim() : undefined;
}

function trailer(number: string, company: string, slot: string | undefined): SlottedTrailer {
  const parsedCompany = CompanySchema.safeParse(company);
  if (!parsedCompany.success) fail(`unknown company "${company}" (knight or swift)`);
  const parsedSlot = slot === undefined || slot === "" ? null : LoadTrailerStatusSchema.safeParse(slot);
  if (parsedSlot && !parsedSlot.success)
    fail(`unknown slot "${slot}" (inboundEmpty, loadedTrailer, outboundEmpty)`);
  return { trailerNumber: number, company: parsedCompany.data, slot: parsedSlot ? parsedSlot.data : null };
}

const { values } = parseArgs({
  options: {
    trailer: { type: "string" },
    company: { type: "string" },
    slot: { type: "string" },
    load: { type: "string" },
    hours: { type: "string", default: String(DEFAULT_FINDER_LINK_HOURS) },
    origin: { type: "string" },
    dev: { type: "boolean", default: false },
  },
});

const key = values.dev ? devKey() : process.env.FINDER_LINK_KEY;
if (!key) fail(values.dev ? "no FINDER_LINK_KEY in .dev.vars" : "set FINDER_LINK_KEY (the Worker's secret)");
if (key.length < FINDER_LINK_KEY_MIN_LENGTH)
  fail(`FINDER_LINK_KEY must be at least ${FINDER_LINK_KEY_MIN_LENGTH} characters`);

const hours = Number(values.hours);
if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_FINDER_LINK_HOURS) {
  fail(`--hours must be more than 0 and at most ${MAX_FINDER_LINK_HOURS}`);
}

let scope: "trailer" | "load";
let trailers: SlottedTrailer[];
if (values.load !== undefined) {
  scope = "load";
  trailers = values.load.split(",").map((item) => {
    const [number = "", company = "", slot] = item.split(":");
    return trailer(number, company, slot);
  });
} else if (values.trailer !== undefined && values.company !== undefined) {
  scope = "trailer";
  trailers = [trailer(values.trailer, values.company, values.slot)];
} else {
  fail(
    "name a trailer (--trailer <number> --company <knight|swift>) or a load's trailers (--load <number:company:slot,…>)",
  );
}

const expiresAt = finderLinkExpiry(Date.now(), hours);
let token: string;
try {
  token = await signFinderLink(key, { scope, trailers, expiresAt });
} catch {
  fail("those trailers do not make a valid link (1 to 3 trailers, numbers of letters and digits)");
}
const origin = values.origin ?? process.env.ROOT_URL ?? DEV_ORIGIN;
console.log(new URL(finderLinkPath(scope, token), origin).href);
console.error(`works until ${new Date(expiresAt * 1000).toISOString()}`);
