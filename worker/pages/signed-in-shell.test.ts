// A signed-in screen at one round trip (decision 086), against the fixed client
// build in worker/test/fixtures/client (its _prerendered/ holds each signed-in
// shell in each language, with the markers the build leaves for the edge): the
// shell for a driver whose session is open, with who is signed in, the standing
// notice and the flags inline and the order's state at the end; anyone else gets
// the app's shell, as before.
import { afterEach, describe, expect, it, vi } from "vitest";
import { LaunchStateSchema } from "#shared/api/launch-state.ts";
import { UserDetailsSchema } from "#shared/api/session.ts";
import {
  dataBlock,
  LAUNCH_STATE_DATA_ID,
  LAUNCH_STATE_MARKER,
  START_DATA_ID,
  START_DATA_MARKER,
} from "#shared/signed-in-shells.ts";
import { formatPhoneNumber } from "#shared/validation.ts";
import { ERROR_API_URL } from "#tests/mocks/logistics-data.ts";
import { SESSION_IDLE_HOURS_DEFAULT } from "#worker/config.ts";
import { contentSecurityPolicy } from "#worker/http/security-headers.ts";
import { SESSION_REVALIDATE_SECONDS } from "#worker/session/session-store.ts";
import { call, getRequest, signIn } from "#worker/test/helpers.ts";
import { inlineHashes } from "./inline-hashes.ts";

const SHELL_TITLE = {
  "en-US": "<title>Hitch test signed-in shell (en-US)</title>",
  es: "<title>Hitch test signed-in shell (es)</title>",
};
/** The fixture's app shell in each language: what anyone without an open session gets. */
const LOCALE_SHELL = {
  "en-US": "<title>Hitch test shell (en-US)</title>",
  es: "<title>Hitch test shell (es)</title>",
};

async function page(path: string, headers: Record<string, string>, method = "GET") {
  const res = await call(path, { method, headers: { "sec-fetch-site": "none", ...headers } });
  return { res, html: await res.text() };
}

/** A JSON data block's value, or undefined when the page has none of that id. */
function dataOf(html: string, id: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return block ? JSON.parse(block[1]!) : undefined;
}

async function signedIn() {
  // The notice and the flags as the edge keeps them (a minute, in KV): a shell waits for them only
  // INLINE_WAIT_MS, which a cold cache on a busy test machine can miss.
  await call("/api/alerts/persistent");
  await call("/api/feature-flags");
  const { cookie, response } = await signIn();
  const { user } = (await response.json()) as { user: unknown };
  return { cookie, user: UserDetailsSchema.parse(user) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a signed-in screen's shell", () => {
  it("is served in the driver's language with who is signed in, the notice and the flags inline, the order's state at the end", async () => {
    const { cookie, user } = await signedIn();
    for (const [path, headers, locale, heading] of [
      [
        "/manageTrailer",
        { cookie: `${cookie}; lang=es`, "accept-language": "en" },
        "es",
        "Administrar remolque",
      ],
      [
        "/trailers/scan",
        { cookie, "accept-language": "es-MX,es;q=0.9" },
        "es",
        "Escanee el código QR del remolque",
      ],
      [
        "/trailers/scan",
        { cookie: `${cookie}; lang=en-US`, "accept-language": "es" },
        "en-US",
        "Scan the trailer's QR code",
      ],
    ] as const) {
      const { res, html } = await page(path, headers);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(html).toContain(SHELL_TITLE[locale]);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("content-language")).toBe(locale);

      expect(dataOf(html, START_DATA_ID)).toEqual({
        user,
        shown: { orderNumber: user.orderNumber, mobileNumber: formatPhoneNumber(user.mobileNumber) },
        // The scenario's standing notice, and its flags (photos off, unlike the Worker's default).
        alert: {
          alertMessage: "Scheduled maintenance tonight",
          alertMessageDetails: "Attach and detach still work.",
          effectiveDate: expect.any(String),
          keepAliveUntilDate: expect.any(String),
        },
        featureFlags: { featureFlags: { trailerPhotosWorkflowEnabled: false } },
      });
      const state = LaunchStateSchema.parse(dataOf(html, LAUNCH_STATE_DATA_ID));
      expect(state.load?.orderNumber).toBe(user.orderNumber);
      // The start data where the fill script reads it (before it), the order's state last in the body.
      expect(html.indexOf(`id="${START_DATA_ID}"`)).toBeLessThan(html.indexOf("<script>fillSlots()"));
      expect(html.indexOf(`id="${LAUNCH_STATE_DATA_ID}"`)).toBeGreaterThan(html.indexOf("fillSlots()"));
      expect(html).toMatch(new RegExp(`id="${LAUNCH_STATE_DATA_ID}">[^<]*</script></body>`));
      expect(html).not.toContain(START_DATA_MARKER);
      expect(html).not.toContain(LAUNCH_STATE_MARKER);
    }
  });

  it("is never kept by a cache, and says it depends on the cookie", async () => {
    const { cookie } = await signedIn();
    const { res } = await page("/manageTrailer", { cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    expect(res.headers.get("vary")).toMatch(/Accept-Language/);
  });

  it("keeps the strict CSP: its inline scripts and style allowed by hash, the data blocks never run", async () => {
    const { cookie } = await signedIn();
    const { res, html } = await page("/manageTrailer", { cookie: `${cookie}; lang=es` });
    const hashes = await inlineHashes(html);
    // The early-taps script and the fill script; the JSON blocks are typed data, not scripts.
    expect(hashes.scripts).toHaveLength(2);
    expect(hashes.styles).toHaveLength(1);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toBe(contentSecurityPolicy(false, [], hashes));
    expect(csp).not.toContain("unsafe-inline");
  });

  it("still comes when the carrier does not answer: the page asks for the order's state itself", async () => {
    const { cookie, user } = await signedIn();
    const res = await call(
      "/manageTrailer",
      { headers: { "sec-fetch-site": "none", cookie: `${cookie}; lang=en-US` } },
      { EXTERNAL_API_URL: ERROR_API_URL },
    );
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(SHELL_TITLE["en-US"]);
    expect(dataOf(html, START_DATA_ID)).toMatchObject({ user });
    expect(dataOf(html, LAUNCH_STATE_DATA_ID)).toBeUndefined();
    expect(html).toMatch(/fillSlots\(\)<\/script><\/body>/);
  });

  it("is a use of the session: opening a screen restarts its idle clock and hands out the cookie again", async () => {
    const { cookie } = await signedIn();
    // Opened a few minutes after sign-in: the idle clock is due (decision 020).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_REVALIDATE_SECONDS + 1) * 1000);
    const { res, html } = await page("/manageTrailer", { cookie: `${cookie}; lang=es` });
    expect(html).toContain(SHELL_TITLE.es);
    expect(res.headers.getSetCookie().join()).toContain(`Max-Age=${SESSION_IDLE_HOURS_DEFAULT * 3600}`);
    // Opened again at once: nothing to write, no cookie.
    const again = await page("/manageTrailer", { cookie: `${cookie}; lang=es` });
    expect(again.html).toContain(SHELL_TITLE.es);
    expect(again.res.headers.getSetCookie()).toEqual([]);
    // A driver who only looks at the screen, each time within the idle limit (decision 120), is
    // still signed in days later when the trailer is dropped.
    for (let look = 1; look <= 12; look++) {
      vi.setSystemTime(Date.now() + 8 * 60 * 60 * 1000);
      expect((await page("/manageTrailer", { cookie: `${cookie}; lang=es` })).html).toContain(SHELL_TITLE.es);
    }
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(200);
  });

  it("is not served to anyone without an open session: they get the app's shell, as before", async () => {
    const { cookie } = await signedIn();
    const [name] = cookie.split("=");
    for (const headers of [
      { cookie: "lang=es", "accept-language": "es" },
      { cookie: `${name}=not-a-session`, "accept-language": "es" },
      { cookie: `${name}=${"A".repeat(22)}`, "accept-language": "es" },
    ]) {
      for (const path of ["/manageTrailer", "/trailers/scan"]) {
        const { res, html } = await page(path, headers);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(html).toContain(LOCALE_SHELL.es);
        expect(html).not.toContain(START_DATA_ID);
      }
    }
    // A session closed by logout: the cookie no longer opens the shell.
    const logout = await call("/api/session", {
      method: "DELETE",
      headers: { cookie, origin: "https://hitch.test", "sec-fetch-site": "same-origin" },
    });
    expect(logout.status).toBeLessThan(300);
    const { html } = await page("/manageTrailer", { cookie, "accept-language": "es" });
    expect(html).toContain(LOCALE_SHELL.es);
  });

  it("answers HEAD as before (the app's shell)", async () => {
    const { cookie } = await signedIn();
    const head = await page("/manageTrailer", { cookie: `${cookie}; lang=es` }, "HEAD");
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get("cache-control")).not.toContain("no-store");
  });
});

describe("every other screen a signed-in driver opens (decision 137)", () => {
  it("is the app's shell with who is signed in, the notice and the flags inline, the order's state at the end, and its entry async", async () => {
    const { cookie, user } = await signedIn();
    // A workflow step without a shell of its own, a screen of the session alone, a query the app
    // draws, and a guest screen (the app sends the driver on, with the order's state at hand).
    for (const path of [
      "/trailers/detachTrailer",
      "/reportIssue",
      "/trailers/manualEntry?invalidQr=true",
      "/",
    ]) {
      const { res, html } = await page(path, { cookie: `${cookie}; lang=es` });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(html).toContain(LOCALE_SHELL.es);
      expect(html).toContain(`<div id="root" data-shell-path="${new URL(path, "https://h.test").pathname}">`);
      // It runs while the order's state is still on its way, not once the document has ended.
      expect(html).toContain('<script type="module" async src="/assets/app-3f9a2c1b.js">');
      expect(dataOf(html, START_DATA_ID)).toMatchObject({ user, alert: expect.any(Object) });
      expect(LaunchStateSchema.parse(dataOf(html, LAUNCH_STATE_DATA_ID)).load?.orderNumber).toBe(
        user.orderNumber,
      );
      expect(html.indexOf("</div>")).toBeLessThan(html.indexOf(`id="${START_DATA_ID}"`));
      expect(html).toMatch(new RegExp(`id="${LAUNCH_STATE_DATA_ID}">[^<]*</script></body>`));
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-language")).toBe("es");
      const hashes = await inlineHashes(html);
      expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(false, [], hashes));
    }
  });

  it("names the path in #root as text, never as markup", async () => {
    const { cookie } = await signedIn();
    const { html } = await page('/trailers/a&b"c', { cookie });
    expect(html).toContain('<div id="root" data-shell-path="/trailers/a&amp;b%22c">');
  });

  it("is the app's shell as it is for anyone without an open session", async () => {
    const { cookie } = await signedIn();
    const [name] = cookie.split("=");
    for (const headers of [{ cookie: "lang=es" }, { cookie: `${name}=not-a-session; lang=es` }]) {
      for (const path of ["/trailers/detachTrailer", "/reportIssue"]) {
        const { res, html } = await page(path, headers);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(html).toContain(LOCALE_SHELL.es);
        expect(html).not.toContain(START_DATA_ID);
        expect(html).not.toContain("data-shell-path");
        expect(html).not.toContain("async");
        expect(res.headers.get("cache-control")).not.toContain("no-store");
      }
    }
  });
});

describe("Manual entry's shell (decision 133)", () => {
  const PATHS = [
    ["/trailers/manualEntry/attach", "Escriba el número del remolque", "Enter the trailer number"],
    [
      "/trailers/manualEntry",
      "Escriba el número del remolque que va a dejar",
      "Enter the number of the trailer to drop",
    ],
  ] as const;

  it("is served at both its addresses to a driver whose session is open, in the driver's language, with the start data and the order's state", async () => {
    const { cookie, user } = await signedIn();
    for (const [path, es, en] of PATHS) {
      for (const [headers, locale, heading] of [
        [{ cookie: `${cookie}; lang=es`, "accept-language": "en" }, "es", es],
        [{ cookie, "accept-language": "en-US,en;q=0.9" }, "en-US", en],
      ] as const) {
        // A query the screen does not draw from (the company a sticker named) keeps the shell.
        for (const address of [path, `${path}?trailerCompany=knight`]) {
          const { res, html } = await page(address, headers);
          expect({ address, locale, status: res.status }).toEqual({ address, locale, status: 200 });
          expect(html).toContain(SHELL_TITLE[locale]);
          expect(html).toContain(`<h1>${heading}</h1>`);
          expect(html).toContain('name="trailerNumber"');
          expect(res.headers.get("content-language")).toBe(locale);
          expect(res.headers.get("cache-control")).toBe("private, no-store");
          expect(dataOf(html, START_DATA_ID)).toMatchObject({ user });
          expect(LaunchStateSchema.parse(dataOf(html, LAUNCH_STATE_DATA_ID)).load?.orderNumber).toBe(
            user.orderNumber,
          );
        }
      }
    }
  });

  it("is not served without an open session, nor at an address whose query the app draws: the app's shell, as before", async () => {
    const { cookie } = await signedIn();
    const [name] = cookie.split("=");
    for (const [path] of PATHS) {
      for (const headers of [
        { cookie: "lang=es", "accept-language": "es" },
        { cookie: `${name}=not-a-session`, "accept-language": "es" },
      ]) {
        const { res, html } = await page(path, headers);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(html).toContain(LOCALE_SHELL.es);
        expect(html).not.toContain(START_DATA_ID);
      }
      // The notice of a sticker that did not work, or a number already given, is the app's to draw:
      // the app's shell, still with the start data (decision 137).
      for (const query of ["?invalidQr=true", "?trailerNumber=400103&unassociatedQr=true"]) {
        const { html } = await page(`${path}${query}`, { cookie: `${cookie}; lang=es` });
        expect({ path, query, shell: html.includes(LOCALE_SHELL.es) }).toEqual({ path, query, shell: true });
        expect(html).not.toContain("<h1>");
      }
    }
  });
});

describe("a workflow step's shell (decision 087)", () => {
  const STEPS = [
    [
      "/trailers/takePossession",
      "takePossession",
      "Tomar posesión del remolque",
      "Take possession of trailer",
    ],
    ["/trailers/trailerAssessment/attach", "assessmentAttach", "Inspeccionar el remolque", "Assess trailer"],
    ["/trailers/trailerAssessment", "assessmentDetach", "Inspeccionar el remolque", "Assess trailer"],
    ["/trailers/trailerPhotos", "photos", "Tome fotos de cada lado", "Take photos of each side"],
  ] as const;

  it("is served at each step's address to a driver whose session is open, in the driver's language, with the start data and the order's state", async () => {
    const { cookie, user } = await signedIn();
    for (const [path, step, es, en] of STEPS) {
      for (const [headers, locale, heading] of [
        [{ cookie: `${cookie}; lang=es`, "accept-language": "en" }, "es", es],
        [{ cookie, "accept-language": "en-US,en;q=0.9" }, "en-US", en],
      ] as const) {
        // The query is not looked at (the detach's assessment comes as ?association=detach).
        const address = step === "assessmentDetach" ? `${path}?association=detach` : path;
        const { res, html } = await page(address, headers);
        expect({ address, locale, status: res.status }).toEqual({ address, locale, status: 200 });
        expect(html).toContain(SHELL_TITLE[locale]);
        expect(html).toContain(`data-workflow-step="${step}"`);
        expect(html).toContain(`<h1>${heading}`);
        expect(res.headers.get("content-language")).toBe(locale);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(res.headers.get("vary")).toMatch(/Cookie/);
        expect(dataOf(html, START_DATA_ID)).toMatchObject({ user });
        expect(LaunchStateSchema.parse(dataOf(html, LAUNCH_STATE_DATA_ID)).load?.orderNumber).toBe(
          user.orderNumber,
        );
        // Its inline scripts (early taps, fill) allowed by their hashes; the loading template runs nothing.
        const hashes = await inlineHashes(html);
        expect(hashes.scripts).toHaveLength(2);
        expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(false, [], hashes));
      }
    }
  });

  it("is not served without an open session, nor at the steps' other addresses: the app's shell, as before", async () => {
    const { cookie } = await signedIn();
    const [name] = cookie.split("=");
    for (const [path] of STEPS) {
      for (const headers of [
        { cookie: "lang=es", "accept-language": "es" },
        { cookie: `${name}=not-a-session`, "accept-language": "es" },
      ]) {
        const { res, html } = await page(path, headers);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(html).toContain(LOCALE_SHELL.es);
        expect(html).not.toContain(START_DATA_ID);
      }
    }
    for (const path of [
      "/trailers/trailerAssessment/redTag",
      "/trailers/trailerAssessment/tires",
      "/trailers/trailerPhotos/trailerFront",
      "/trailers/takePossession/",
    ]) {
      const { html } = await page(path, { cookie: `${cookie}; lang=es` });
      expect({ path, shell: html.includes(LOCALE_SHELL.es) }).toEqual({ path, shell: true });
    }
  });
});

describe("a data block", () => {
  it("holds any text as data: nothing in it closes the element or opens a comment", () => {
    const block = dataBlock("x", { message: "</script><script>alert(1)</script><!-- -->" });
    expect(block.match(/<\//g)).toHaveLength(1);
    expect(block).not.toContain("<!--");
    expect(JSON.parse(block.slice(block.indexOf(">") + 1, block.lastIndexOf("<")))).toEqual({
      message: "</script><script>alert(1)</script><!-- -->",
    });
  });
});
