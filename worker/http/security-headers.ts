// Security headers on every response (API, assets, the SPA HTML, redirects, errors)
// and the caching rules for the service worker and the hashed assets (decision 022).
// The fixed headers are Hono's secureHeaders; the Content-Security-Policy and the
// caching are ours: the policy names the configured map hosts and the hashes of the
// page being served, known only once the route has run (decision 112).
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "#worker/app-env.ts";
import { mapOrigins } from "#worker/config.ts";
import type { InlineHashes } from "#worker/pages/inline-hashes.ts";

const CSP = [
  "default-src 'self'",
  // Self-hosted wasm (zxing QR reader, mozjpeg encoder) needs wasm-unsafe-eval; never unsafe-eval.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  // maplibre-gl and the photo encoder run in workers created from blob: URLs.
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/**
 * Vite's dev server (only) injects an inline module script (React refresh preamble)
 * and inline <style> elements; a production build needs neither.
 */
const VITE_DEV_CSP = CSP.map((d) =>
  d.startsWith("script-src") || d.startsWith("style-src") ? `${d} 'unsafe-inline'` : d,
);

/**
 * The policy; `mapHosts` (the origins of MAPS_STYLE_URL and MAPS_TILE_ORIGINS, decision 043) are the only
 * outside origins it names, for the finder maps' style and tile requests (connect-src) and images.
 * `inline` allows the inline styles and script of a prerendered screen, each by its hash (decision 055).
 */
export function contentSecurityPolicy(
  viteDevServer: boolean,
  mapHosts: readonly string[] = [],
  inline: InlineHashes = { styles: [], scripts: [] },
): string {
  const join = (d: string, more: readonly string[]) => (more.length === 0 ? d : `${d} ${more.join(" ")}`);
  return (viteDevServer ? VITE_DEV_CSP : CSP)
    .map((d) => (d.startsWith("connect-src") || d.startsWith("img-src") ? join(d, mapHosts) : d))
    .map((d) => (d.startsWith("style-src") ? join(d, inline.styles) : d))
    .map((d) => (d.startsWith("script-src") ? join(d, inline.scripts) : d))
    .join("; ");
}

/**
 * The fixed headers. Hono's middleware sets them in place on the answer, so it runs outside
 * `pagePolicy`, which has replaced an asset's answer (from fetch(), its headers immutable) with a
 * copy. Only the headers decision 022 names: Hono's other defaults (Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection)
 * are off.
 */
export const securityHeaders = secureHeaders({
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  xContentTypeOptions: true,
  // Origin only, cross-site: keeps map-tile key restrictions by referrer working, leaks no paths.
  referrerPolicy: "strict-origin-when-cross-origin",
  // The camera (QR stickers, photos) and the location (checks, drops) for this origin; nothing else.
  permissionsPolicy: {
    camera: ["self"],
    geolocation: ["self"],
    microphone: [],
    payment: [],
    usb: [],
    bluetooth: [],
    serial: [],
    hid: [],
    midi: [],
    displayCapture: [],
    browsingTopics: [],
  },
  xFrameOptions: "DENY",
  crossOriginOpenerPolicy: true,
  crossOriginResourcePolicy: true,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** Content-hashed build output: a name never changes content, so cache it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * The app's icons keep their names across deploys (the manifest and the page name them): cached a
 * day, not asked about again at every screen. With the assets' default (revalidate each time)
 * Chromium asked for /icon.svg at each move, the tab's icon and the logo: a round trip per screen
 * at one bar.
 */
export const ICON_CACHE = "public, max-age=86400";
const ICON = /^\/(icon[\w-]*|apple-touch-icon)\.(svg|png)$/;

/** The page's Content-Security-Policy and the caching rules, once the route has answered. */
export const pagePolicy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { pathname } = new URL(c.req.url);
  // Responses from fetch() (assets) have immutable headers: copy before setting.
  const res = new Response(c.res.body, c.res);
  // import.meta.env exists only when Vite builds the Worker; `wrangler dev/deploy` bundle without it.
  const viteDev = import.meta.env?.DEV === true && c.var.config?.DEV_TOOLS === true;
  const config = c.var.config;
  res.headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(viteDev, config ? mapOrigins(config) : [], c.var.inlineHashes),
  );

  if (pathname.startsWith("/api/")) {
    // Session-bound answers: never stored by the browser or an intermediary.
    if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  } else if (pathname === "/sw.js") {
    // The browser must see a new service worker as soon as one is deployed.
    res.headers.set("Cache-Control", "no-cache");
    res.headers.set("Service-Worker-Allowed", "/");
  } else if (pathname.startsWith("/assets/") && res.status === 200) {
    res.headers.set("Cache-Control", IMMUTABLE);
  } else if (ICON.test(pathname) && res.status === 200) {
    res.headers.set("Cache-Control", ICON_CACHE);
  }
  c.res = undefined;
  c.res = res;
});
