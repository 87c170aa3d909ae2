// The prerendered public screens at the edge (decision 055), against the fixed
// client build in worker/test/fixtures/client (its _prerendered/ holds a page per
// screen and language with the screen's heading; the real build's pages are
// checked in scripts/local-production-run.test.ts).
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#worker/http/security-headers.ts";
import { call, signIn } from "#worker/test/helpers.ts";

const HEADINGS = {
  "/": { "en-US": "Welcome to Hitch", es: "Bienvenido a Hitch" },
  "/login": { "en-US": "Sign in", es: "Iniciar sesión" },
} as const;
/** The plain shell (index.html), and the fixture's shell in each language. */
const SHELL_TITLE = "<title>Hitch test shell</title>";
const LOCALE_SHELL = {
  "en-US": "<title>Hitch test shell (en-US)</title>",
  es: "<title>Hitch test shell (es)</title>",
};

async function page(path: string, headers: Record<string, string>, method = "GET") {
  const res = await call(path, { method, headers: { "sec-fetch-site": "none", ...headers } });
  return { res, html: await res.text() };
}

describe("the public screens, prerendered in the driver's language", () => {
  for (const [path, heading] of Object.entries(HEADINGS)) {
    it(`${path} answers the browser's first language (Accept-Language)`, async () => {
      for (const [acceptLanguage, locale] of [
        ["es-MX,es;q=0.9,en;q=0.8", "es"],
        ["es", "es"],
        ["en-US,en;q=0.9,es;q=0.8", "en-US"],
        // The most preferred by weight, not by place.
        ["en;q=0.5, es-419", "es"],
        ["fr-FR,fr;q=0.9", "en-US"],
        ["*", "en-US"],
        ["", "en-US"],
      ] as const) {
        const { res, html } = await page(path, { "accept-language": acceptLanguage });
        expect({ acceptLanguage, status: res.status }).toEqual({ acceptLanguage, status: 200 });
        expect(res.headers.get("content-type")).toContain("text/html");
        expect(res.headers.get("content-language")).toBe(locale);
        expect(html).toContain(`<h1>${heading[locale]}</h1>`);
        expect(html).toContain(`<html lang="${locale}">`);
      }
    });

    it(`${path} answers the language the driver chose (the lang cookie) over the browser's`, async () => {
      for (const locale of ["es", "en-US"] as const) {
        const other = locale === "es" ? "en-US,en;q=0.9" : "es-MX,es;q=0.9";
        const { html } = await page(path, { cookie: `lang=${locale}`, "accept-language": other });
        expect(html).toContain(`<h1>${heading[locale]}</h1>`);
      }
      // A value that is no language of the app is no choice: the browser's language decides.
      const { html } = await page(path, { cookie: "lang=fr", "accept-language": "es-MX" });
      expect(html).toContain(`<h1>${heading.es}</h1>`);
    });
  }

  it("says what the page depends on, so no cache hands one driver's language to another", async () => {
    const { res } = await page("/login", { "accept-language": "es" });
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    expect(res.headers.get("vary")).toMatch(/Accept-Language/);
  });

  it("keeps the strict CSP: the app's file and one inline script, it and the inline style allowed by hash", async () => {
    const { res, html } = await page("/", { "accept-language": "es" });
    const hash = async (code: string) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    };
    const css = "h1{color:#0b1f33}";
    const js = "window.earlyTaps=[]";
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).toContain(`<script>${js}</script>`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toBe(
      contentSecurityPolicy(false, [], { styles: [await hash(css)], scripts: [await hash(js)] }),
    );
    expect(csp).toContain(`style-src 'self' ${await hash(css)}`);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${await hash(js)}`);
    expect(csp).not.toContain("unsafe-inline");
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      "<script>",
      '<script type="module" src="/assets/app-3f9a2c1b.js">',
    ]);
    // Nothing inline is allowed where the page has none.
    const script = await page("/assets/app-3f9a2c1b.js", {});
    expect(script.res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(false));
  });

  it("answers a revalidation with the whole page and its hashes, never a 304 without them", async () => {
    const first = await page("/login", { "accept-language": "es" });
    const etag = first.res.headers.get("etag");
    const again = await page("/login", {
      "accept-language": "es",
      ...(etag ? { "if-none-match": etag } : {}),
    });
    expect(again.res.status).toBe(200);
    expect(again.html).toBe(first.html);
    expect(again.res.headers.get("content-security-policy")).toBe(
      first.res.headers.get("content-security-policy"),
    );
  });

  it("answers HEAD like GET", async () => {
    const { res } = await page("/login", { "accept-language": "es" }, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-language")).toBe("es");
  });

  it("gives a signed-in driver the app's shell on Welcome and Login (the app sends them on)", async () => {
    const { cookie } = await signIn();
    for (const path of ["/", "/login"]) {
      const { res, html } = await page(path, { cookie: `${cookie}; lang=es`, "accept-language": "en" });
      expect(res.status).toBe(200);
      expect(html).toContain(LOCALE_SHELL.es);
      expect(res.headers.get("vary")).toMatch(/Cookie/);
    }
    // Not a guest screen: the privacy policy is the same for everyone.
    const { html } = await page("/privacyPolicy", { cookie: `${cookie}; lang=es` });
    expect(html).toContain("<h1>Política de privacidad</h1>");
  });

  it("serves every other screen the shell in the driver's language, its inline style allowed by hash", async () => {
    const { cookie } = await signIn();
    for (const [path, headers, locale] of [
      // A signed-in screen's own shell is signed-in-shell.test.ts's (the workflow steps' too, decision
      // 087); a screen with none gets the app's.
      ["/manageTrailer", { "accept-language": "es-MX" }, "es"],
      ["/login/verify", { "accept-language": "en-US" }, "en-US"],
      [
        "/trailers/manualEntry/verification",
        { cookie: `${cookie}; lang=en-US`, "accept-language": "es" },
        "en-US",
      ],
      ["/trailers/HQR-400101", { cookie: `${cookie}; lang=es` }, "es"],
    ] as const) {
      const { res, html } = await page(path, headers);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(html).toContain(LOCALE_SHELL[locale]);
      expect(res.headers.get("content-language")).toBe(locale);
      expect(res.headers.get("content-security-policy")).toMatch(/style-src 'self' 'sha256-[^']+'/);
    }
  });

  it("serves the plain shell at /index.html, the service worker's copy", async () => {
    const { res, html } = await page("/index.html", { "accept-language": "es" });
    expect(res.status).toBe(200);
    expect(html).toContain(SHELL_TITLE);
    expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(false));
  });
});
