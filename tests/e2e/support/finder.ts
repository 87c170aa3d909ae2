// Helpers of the finder maps' browser tests: links signed the way dispatch signs
// them (the Worker's own module and the dev key), association calls straight
// against the reference API, and the street map's provider faked at the edge.
import { readFileSync } from "node:fs";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { API_TOKEN_FOR_DEV, directIdentityToken } from "#scripts/lib/demo-session.ts";
import { finderLinkPath } from "#shared/api/finder.ts";
import type { Company, LoadTrailerStatus } from "#shared/logistics/enums.ts";
import { type FinderLinkClaims, finderLinkExpiry, signFinderLink } from "#worker/finder/link-token.ts";
import { testOrder } from "./sign-in.ts";
import { API_URL } from "./urls.ts";

/** The key the e2e server's Worker signs with: the committed dev example's. */
function devFinderLinkKey(): string {
  const line = readFileSync(".dev.vars.example", "utf8")
    .split("\n")
    .find((l) => l.startsWith("FINDER_LINK_KEY="));
  if (!line) throw new Error("FINDER_LINK_KEY is missing from .dev.vars.example");
  return line.slice("FINDER_LINK_KEY=".length).trim();
}

/** A finder link's path for one trailer, valid for a day unless told otherwise. */
export async function trailerLinkPath(
  trailerNumber: string,
  company: Company = "knight",
  expiresAt: number = finderLinkExpiry(Date.now()),
  slot: LoadTrailerStatus | null = null,
): Promise<string> {
  const claims: FinderLinkClaims = {
    scope: "trailer",
    trailers: [{ trailerNumber, company, slot }],
    expiresAt,
  };
  return finderLinkPath("trailer", await signFinderLink(devFinderLinkKey(), claims));
}

/**
 * A driver acting straight against the reference API at `api`, as another phone would, on the
 * order of this test's lane (sign-in.ts).
 */
export async function apiDriver(mobileNumber: string, api = API_URL) {
  const order = testOrder();
  const token = await directIdentityToken(api, mobileNumber, order);
  async function post(action: string, body: unknown) {
    const res = await fetch(`${api}/api/trailerAssociations/${action}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-app-token": API_TOKEN_FOR_DEV,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { isSuccessful?: boolean };
    if (!res.ok || answer.isSuccessful !== true)
      throw new Error(`${action}: ${res.status} ${JSON.stringify(answer)}`);
  }
  const association = (trailerId: string, at: { lat: number; lon: number; accuracy: number }) => ({
    trailer: { trailerId },
    driver: { mobileNumber, dotNumber: "3012345" },
    loadId: `knight-${order}`,
    location: at,
    eventTime: new Date().toISOString(),
    // What the driver certified, as the app sends it (decision 060); the mapping call ignores it.
    certified: true,
  });
  return {
    attach: (
      trailerId: string,
      slot: LoadTrailerStatus,
      at: { lat: number; lon: number; accuracy: number },
    ) => post("attachLogistics", { ...association(trailerId, at), loadTrailerStatus: slot }),
    /** Detach, then pin the drop spot (what the app's detach flow sends). */
    detachAt: async (trailerId: string, at: { lat: number; lon: number; accuracy: number }) => {
      await post("detachLogistics", association(trailerId, at));
      await post("updateLogisticsTrailerMappingOnDetach", association(trailerId, at));
    },
  };
}

const STREET_HOST = "https://maps.hitch.test";
const CORS = { "access-control-allow-origin": "*" };

/** The street map provider answering: a style with one raster tile layer, and every tile. */
export async function serveStreetMap(context: BrowserContext): Promise<Request[]> {
  const seen: Request[] = [];
  const tile = readFileSync("web/public/icon-192.png");
  await context.route(`${STREET_HOST}/**`, (route) => {
    const request = route.request();
    seen.push(request);
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".json")) {
      return route.fulfill({
        headers: CORS,
        contentType: "application/json",
        body: JSON.stringify({
          version: 8,
          sources: {
            streets: {
              type: "raster",
              tiles: [`${STREET_HOST}/tiles/{z}/{x}/{y}.png`],
              tileSize: 256,
              attribution: "Test tiles",
            },
          },
          layers: [
            { id: "paper", type: "background", paint: { "background-color": "#fff6d5" } },
            { id: "streets", type: "raster", source: "streets" },
          ],
        }),
      });
    }
    return route.fulfill({ headers: CORS, contentType: "image/png", body: tile });
  });
  return seen;
}

/** The street map provider out of reach (no signal, or down). */
export async function failStreetMap(context: BrowserContext): Promise<void> {
  await context.route(`${STREET_HOST}/**`, (route) => route.abort("internetdisconnected"));
}

/** The map's own account of what it drew, once it has settled. */
export async function mapState(page: Page) {
  const map = page.locator(".finder-map[data-map-state='ready']");
  await map.waitFor();
  return {
    style: await map.getAttribute("data-map-style"),
    markers: Number(await map.getAttribute("data-trailer-markers")),
  };
}

/**
 * How light the map looks on screen (0 black, 1 white): the mean luminance of a screenshot of the
 * map, decoded in the page (WebGL keeps no pixels to read back).
 */
export async function mapLightness(page: Page): Promise<number> {
  // The container, which outlives the map inside it (a new colour scheme draws a new map).
  const png = (await page.locator(".finder-map[data-map-state='ready']").screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      sum += (0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!) / 255;
    }
    return sum / (pixels.length / 4);
  }, png);
}
