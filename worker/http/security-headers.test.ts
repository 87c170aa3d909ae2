import { describe, expect, it } from "vitest";
import { call, getRequest, signIn } from "#worker/test/helpers.ts";
import { contentSecurityPolicy, ICON_CACHE, IMMUTABLE } from "./security-headers.ts";

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  for (const directive of [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toMatch(/'unsafe-eval'/);
  const hsts = res.headers.get("strict-transport-security") ?? "";
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = res.headers.get("permissions-policy") ?? "";
  expect(permissions).toContain("camera=(self)");
  expect(permissions).toContain("geolocation=(self)");
  expect(permissions).toContain("microphone=()");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
}

describe("security headers", () => {
  it("are on API answers, successful or not", async () => {
    const ok = await call("/api/config", getRequest());
    expectSecurityHeaders(ok);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expectSecurityHeaders(await call("/api/session", getRequest()));
    expectSecurityHeaders(await call("/api/no-such-route", getRequest()));
  });

  it("are on the SPA's HTML, for / and for any client route", async () => {
    for (const path of ["/", "/login", "/trailers/manualEntry/verification", "/manageTrailer"]) {
      const res = await call(path, getRequest());
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expectSecurityHeaders(res);
    }
  });

  it("are on static assets, which are cached for a year when hashed", async () => {
    const res = await call("/assets/app-3f9a2c1b.js", getRequest());
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it("are on the app's icons, which are cached a day: not asked about again at every screen", async () => {
    const res = await call("/icon.svg", getRequest());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control")).toBe(ICON_CACHE);
  });

  it("a missing hashed asset is a 404, not the SPA's HTML cached as immutable", async () => {
    const res = await call("/assets/gone-00000000.js", getRequest());
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).not.toBe(IMMUTABLE);
    expectSecurityHeaders(res);
  });

  it("/sw.js is served uncached, with the whole origin as its scope", async () => {
    const res = await call("/sw.js", getRequest());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("service-worker-allowed")).toBe("/");
    expectSecurityHeaders(res);
  });

  it("are decision 022's, word for word, and no others", async () => {
    const res = await call("/", getRequest());
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(res.headers.get("permissions-policy")).toBe(
      "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), bluetooth=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=()",
    );
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const header of [
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
      "cross-origin-embedder-policy",
    ]) {
      expect(res.headers.has(header)).toBe(false);
    }
  });

  it("are on redirects and on authenticated answers", async () => {
    expectSecurityHeaders(await call("/trailers/QR-123", getRequest()));
    const { cookie } = await signIn();
    expectSecurityHeaders(await call("/api/session", getRequest({ cookie })));
  });

  it("let the configured map style and tile hosts into connect-src and img-src, and nothing else", async () => {
    const directives = (res: Response) =>
      Object.fromEntries(
        (res.headers.get("content-security-policy") ?? "").split("; ").map((d) => [d.split(" ")[0], d]),
      );
    const plain = directives(await call("/trailers/map", getRequest()));
    expect(plain["connect-src"]).toBe("connect-src 'self'");
    expect(plain["img-src"]).toBe("img-src 'self' data: blob:");

    const withMaps = directives(
      await call("/trailers/map", getRequest(), {
        MAPS_STYLE_URL: "https://maps.example.com/styles/streets/style.json?key={key}",
        MAPS_TILE_ORIGINS: "https://tiles.example.com",
      }),
    );
    expect(withMaps["connect-src"]).toBe(
      "connect-src 'self' https://maps.example.com https://tiles.example.com",
    );
    expect(withMaps["img-src"]).toBe(
      "img-src 'self' data: blob: https://maps.example.com https://tiles.example.com",
    );
    // Every other directive is the same as without maps.
    for (const [name, directive] of Object.entries(plain)) {
      if (name !== "connect-src" && name !== "img-src") expect(withMaps[name]).toBe(directive);
    }
  });

  it("relax the CSP only for Vite's dev server (inline preamble and styles)", () => {
    expect(contentSecurityPolicy(false)).not.toContain("unsafe-inline");
    expect(contentSecurityPolicy(true)).toContain("script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'");
    expect(contentSecurityPolicy(true)).toContain("object-src 'none'");
  });
});
