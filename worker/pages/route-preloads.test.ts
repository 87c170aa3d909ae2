// The route's code preloaded in the app's shell (decision 086), against the
// fixed client build in worker/test/fixtures/client: its _prerendered/route-chunks.json
// stands for the manifest the build writes (web/prerender/route-chunks.ts).
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#worker/http/security-headers.ts";
import { call, signIn } from "#worker/test/helpers.ts";
import { routeAt } from "./route-preloads.ts";

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers: { "sec-fetch-site": "none", ...headers } });
  return { res, html: await res.text() };
}

/** The hrefs of the head's links of one kind. */
function linked(html: string, rel: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link rel="([^"]+)"(?: as="style")? crossorigin href="([^"]+)">/g)]
    .filter(([, r]) => r === rel)
    .map(([, , href]) => href ?? "");
}

describe("the app's shell at a lazy screen's path", () => {
  it("preloads the screen's code, its catalog in the driver's language and its styles", async () => {
    const { res, html } = await page("/trailers/takePossession", { "accept-language": "en-US" });
    expect(res.status).toBe(200);
    expect(html).toContain("<title>Hitch test shell (en-US)</title>");
    expect(linked(html, "modulepreload")).toEqual([
      "/assets/take-possession-page-7e8f9a0b.js",
      "/assets/trailer-header-1c2d3e4f.js",
      "/assets/workflow-en-5e6f7a8b.js",
    ]);
    // Preloaded, not linked: a stylesheet in the head would hold the loading screen's first paint.
    expect(linked(html, "preload")).toEqual(["/assets/trailer-header-5a6b7c8d.css"]);
    expect(linked(html, "stylesheet")).toEqual([]);

    const spanish = await page("/trailers/takePossession", { cookie: "lang=es" });
    expect(linked(spanish.html, "modulepreload")).toContain("/assets/workflow-es-9c0d1e2f.js");
    expect(linked(spanish.html, "modulepreload")).not.toContain("/assets/workflow-en-5e6f7a8b.js");
  });

  it("does so for a signed-in driver too, at a path with a parameter", async () => {
    const { cookie } = await signIn();
    // (The assessment's own addresses have a signed-in shell, decision 087: this one has none; the
    // fixture's manifest places it by the parameter.)
    const { html } = await page("/trailers/trailerAssessment/redTag", { cookie });
    expect(linked(html, "modulepreload")).toEqual([
      "/assets/assessment-page-9e0f1a2b.js",
      "/assets/trailer-header-1c2d3e4f.js",
      "/assets/workflow-en-5e6f7a8b.js",
    ]);
  });

  it("takes the route React Router would mount: a static segment over a parameter", async () => {
    const scan = await page("/trailers/scan");
    expect(linked(scan.html, "modulepreload")[0]).toBe("/assets/scanner-page-3a4b5c6d.js");
    // (A signed-out driver is sent to sign in from there: trailer-landing.ts.)
    const { cookie } = await signIn();
    const qr = await page("/trailers/QR-42", { cookie });
    expect(linked(qr.html, "modulepreload")[0]).toBe("/assets/qr-landing-page-1a2b3c4d.js");
  });

  it("names no file the shell already loads, and keeps the CSP as the plain shell's", async () => {
    const { res, html } = await page("/trailers/takePossession");
    expect(html.match(/\/assets\/app-3f9a2c1b\.js/g)).toHaveLength(1);
    const unknown = await page("/no/such/screen");
    expect(res.headers.get("content-security-policy")).toBe(
      unknown.res.headers.get("content-security-policy"),
    );
    expect(res.headers.get("content-security-policy")).not.toBe(contentSecurityPolicy(false));
    expect(res.headers.get("content-security-policy")).not.toContain("unsafe-inline");
  });

  it("preloads nothing at a path no screen is mounted at", async () => {
    for (const path of ["/no/such/screen", "/trailers/takePossession/more", "/index.html"]) {
      const { html } = await page(path);
      expect({ path, links: html.includes('rel="modulepreload"') }).toEqual({ path, links: false });
    }
  });
});

describe("routeAt", () => {
  const route = (path: string) => ({ path, scripts: [], styles: [], catalogs: {} });
  const routes = [route("/trailers/:qrId"), route("/trailers/scan"), route("/"), route("/a/:b/:c")];

  it("matches whole paths, trailing slash or not, a static segment ranked over a parameter", () => {
    expect(routeAt(routes, "/trailers/scan")?.path).toBe("/trailers/scan");
    expect(routeAt(routes, "/trailers/scan/")?.path).toBe("/trailers/scan");
    expect(routeAt(routes, "/trailers/X1")?.path).toBe("/trailers/:qrId");
    expect(routeAt(routes, "/")?.path).toBe("/");
    expect(routeAt(routes, "/a/1/2")?.path).toBe("/a/:b/:c");
    expect(routeAt(routes, "/a/1")).toBeUndefined();
    expect(routeAt(routes, "/trailers")).toBeUndefined();
  });
});
