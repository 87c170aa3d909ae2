// The project's own screen audit: axe-core (WCAG 2.x A and AA, plus AAA contrast), every control
// named, every target thumb-sized, in the light and the dark theme; and the reflow at double text
// size. One helper, expectAccessible(page), at every screen and dialog the browser tests reach
// (decision 056).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type CDPSession, expect, type Locator, type Page, test } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const CONTROL_ROLES = new Set([
  "button",
  "link",
  "textbox",
  "checkbox",
  "radio",
  "combobox",
  "menuitem",
  "menuitemradio",
  "switch",
  "tab",
]);

const sessions = new WeakMap<Page, Promise<CDPSession>>();
/**
 * One DevTools session per page, kept open for the page's life: detaching a session makes Chromium
 * drop the context's network emulation, so a page the test took offline would hear it is online.
 */
function devtools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** Controls a screen reader would announce with no name, read from Chromium's accessibility tree. */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await devtools(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  return nodes
    .filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value ?? ""))
    .filter((n) => (n.name?.value ?? "").trim() === "")
    .map((n) => n.role?.value ?? "");
}

/**
 * Rendered controls smaller than 48×48 px. Links inside a sentence are exempt
 * (WCAG 2.5.8 "inline"); everything else a gloved thumb aims at is not.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "button, input, select, textarea, a[href], [role=menuitem], [role=menuitemradio]",
    );
    for (const el of controls) {
      // A radio, a checkbox or the camera's file input is aimed at through its label, which wraps it:
      // the label is the target.
      const target =
        el instanceof HTMLInputElement && ["radio", "checkbox", "file"].includes(el.type)
          ? (el.closest("label") ?? el)
          : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A link inside a sentence is exempt; a link standing on its own is a target like any button.
      const inSentence = el.parentElement?.textContent?.trim() !== el.textContent?.trim();
      if (el.tagName === "A" && getComputedStyle(el).display === "inline" && inSentence) continue;
      if (box.width < 48 || box.height < 48) {
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** The text a driver sees, for looking for words of the wrong language. */
export async function visibleText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts here, not hidden nodes.
  return page.evaluate(() => document.body.innerText);
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags its rules. */
const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/**
 * Sunlight: body text at 7:1 (WCAG 1.4.6, AAA), not only 4.5:1. axe's AAA rule reads only text at
 * 4.5:1 or more (its `minThreshold`) and leaves what is fainter to the AA rule (WCAG 1.4.3), so
 * both run: AA among the tags, AAA added (decision 138).
 */
const AAA_CONTRAST = "color-contrast-enhanced";
const AA_CONTRAST = "color-contrast";

/**
 * The rules whose answer depends on the colours: all a second theme can change. The names, roles,
 * labels and structure are the same in both themes, so the second theme's read runs these alone.
 */
const COLOUR_RULES = [AA_CONTRAST, AAA_CONTRAST, "link-in-text-block"];

/** axe-core's script, put in a page once per document (a screen change in the app keeps it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations on the page as it is now, one line each (rule, element, what is wrong):
 * every WCAG A and AA rule plus the AAA contrast, or with `coloursOnly` the colour rules alone.
 * axe-core is called in the page directly, not through `@axe-core/playwright`, whose builder put
 * the whole script in the page again at every run: 0.6 s of each 0.7 s read (decision 138).
 */
export async function axeViolations(page: Page, coloursOnly = false): Promise<string[]> {
  const options: RunOptions = coloursOnly
    ? { runOnly: { type: "rule", values: COLOUR_RULES } }
    : {
        runOnly: { type: "tag", values: WCAG_A_AA },
        rules: { [AAA_CONTRAST]: { enabled: true } },
      };
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const { ran, violations } = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (context: unknown, o: RunOptions) => Promise<AxeResults> };
    };
    // The map's WebGL canvas is a picture of streets with no text axe can read; the same facts
    // are written out under it, and its controls and labels stay in the check. Only violations
    // are read in full: the other outcomes name their rules.
    const results = await axe.run(
      { exclude: [".maplibregl-canvas"] },
      { ...options, resultTypes: ["violations"] },
    );
    return {
      ran: [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
        (rule) => rule.id,
      ),
      violations: results.violations.flatMap((rule) =>
        rule.nodes.map(
          (node) =>
            `${rule.id} ${node.target.join(" ")}: ${(node.failureSummary ?? "").replace(/\s+/g, " ")}`,
        ),
      ),
    };
  }, options);
  // The AAA rule is outside the tags: make sure both contrast rules ran, so a change of axe's
  // options cannot drop one.
  expect(ran, "axe ran both contrast rules").toEqual(expect.arrayContaining([AA_CONTRAST, AAA_CONTRAST]));
  return violations;
}

/** The relative luminance of the page's own background (0 black, 1 white). */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.documentElement).backgroundColor.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((v) => Number(v) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 1) + 0.7152 * (g ?? 1) + 0.0722 * (b ?? 1);
  });
}

/**
 * The themes a test audits (decision 121). A test that runs in both languages audits each screen
 * in one theme per language, dark in Spanish and light in English, so that the run still sees
 * every screen in both themes and both languages while axe, the browser tests' costliest step,
 * reads each screen twice instead of four times. A test that runs once audits both themes.
 */
function themesToAudit(): ("dark" | "light")[] {
  const { project, tags } = test.info();
  const runsInBothLanguages = !tags.includes("@es") && !tags.includes("@en");
  if (runsInBothLanguages && project.name === "es") return ["dark"];
  if (runsInBothLanguages && project.name === "en") return ["light"];
  return ["dark", "light"];
}

/**
 * The screen as it is now, in the dark theme and then the light one (the phone's setting,
 * emulated; the tests' phones are light, so it is left light; see themesToAudit): 0 axe
 * violations in each (all rules in the first, the colour rules in the second), the dark theme
 * really applied, every control named and at least 48 px.
 */
export async function expectAccessible(page: Page, screen = new URL(page.url()).pathname): Promise<void> {
  await test.step(`accessible: ${screen}`, async () => {
    expect(await unnamedControls(page), `unnamed controls on ${screen}`).toEqual([]);
    expect(await smallTargets(page), `targets under 48 px on ${screen}`).toEqual([]);
    for (const [index, colorScheme] of themesToAudit().entries()) {
      await page.emulateMedia({ colorScheme });
      const luminance = await backgroundLuminance(page);
      if (colorScheme === "dark") expect(luminance, `${screen} is dark at night`).toBeLessThan(0.02);
      else expect(luminance, `${screen} is light by day`).toBeGreaterThan(0.9);
      // A timed alert fading out (its last 800 ms) is half transparent on its way off the screen,
      // and its timer can run out while axe is reading the page: a violation that only a fading
      // alert causes is gone on the next read; a real one is there on every read and fails.
      await expect(async () => {
        await expect(page.locator(".banner-leaving")).toHaveCount(0);
        expect(await axeViolations(page, index > 0), `axe on ${screen} (${colorScheme})`).toEqual([]);
      }).toPass({ timeout: 20_000 });
    }
    await page.emulateMedia({ colorScheme: "light" });
  });
}

/**
 * The screen with the phone's text at twice its size (Chromium's default font size, as the
 * phone's accessibility setting changes it): the app's text follows, nothing needs a sideways
 * scroll, and `primary` (the screen's main action) can still be scrolled to and pressed.
 */
export async function expectReflowAtDoubleText(page: Page, primary: Locator, screen = ""): Promise<void> {
  await test.step(`200 % text: ${screen || new URL(page.url()).pathname}`, async () => {
    const cdp = await devtools(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    try {
      await expect
        .poll(() =>
          page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize)),
        )
        .toBe(36);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, `no sideways scroll on ${screen}`).toBeLessThanOrEqual(widths.inner);
      await primary.scrollIntoViewIfNeeded();
      await expect(primary).toBeInViewport();
      const box = await primary.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= widths.inner, `${screen}: the action fits`).toBe(true);
    } finally {
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16, fixed: 13 } });
    }
  });
}
