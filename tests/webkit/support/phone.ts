// A driver's phone in WebKit, for the tests: the screen found by role, label and
// text as a screen reader would (Testing Library's own queries, run in the page),
// taps and typing through WebDriver's real input, and the phone's signal.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { WebDriver, WebElement } from "selenium-webdriver";
import type { Signal } from "./signal.ts";

const require = createRequire(import.meta.url);
/** Testing Library's DOM queries as one script, put into each page the tests read. */
const TESTING_LIBRARY = readFileSync(
  require.resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
  "utf8",
);

/** What to look for: a role and its accessible name, a field's label, or text. */
export type Query =
  | { role: string; name?: string | RegExp }
  | { label: string | RegExp }
  | { text: string | RegExp };

/** How long a screen may take to show what a test waits for (WebKit under Xvfb, a 2-core machine). */
const TIMEOUT_MS = 15_000;

const said = (query: Query) =>
  "role" in query
    ? `${query.role} "${query.name ?? ""}"`
    : "label" in query
      ? `field labelled "${query.label}"`
      : `text "${query.text}"`;

/** A RegExp does not cross WebDriver: its source and flags do. */
const wire = (value: string | RegExp | undefined) =>
  value instanceof RegExp ? { source: value.source, flags: value.flags } : value;

/** Runs in the page: every element matching the query (Testing Library, visible ones only). */
const FIND = `
  const [kind, first, second] = arguments;
  const matcher = (v) => (v && typeof v === "object" ? new RegExp(v.source, v.flags) : v);
  const q = window.TestingLibraryDom.queries;
  const body = document.body;
  if (kind === "role") return q.queryAllByRole(body, first, second == null ? {} : { name: matcher(second) });
  if (kind === "label") return q.queryAllByLabelText(body, matcher(first));
  return q.queryAllByText(body, matcher(first));
`;

export class Phone {
  constructor(
    readonly driver: WebDriver,
    readonly signal: Signal,
  ) {}

  /** Opens a path of the app, as typing it into the address bar would; waits for the app to run on it. */
  async goto(path: string): Promise<void> {
    await this.driver.get(new URL(path, this.signal.origin).href);
    await this.appRunning();
  }

  /** Reloads the page and waits for the app to be running again. */
  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
    await this.appRunning();
  }

  async path(): Promise<string> {
    return new URL(await this.driver.getCurrentUrl()).pathname;
  }

  /**
   * Until the app has drawn its first screen (its `hitch:first-screen` mark). Before that a
   * prerendered screen's links are the browser's own: a tap loads the next page afresh, and what a
   * test put in this page (the sticker camera) is gone. And on a signed-in screen's shell, which the
   * app draws afresh, a WebDriver click whose press and release straddle that drawing opens
   * nothing: WebKit sends no click when the pressed link is gone at the release (tried, with a
   * mouse and with WebDriver's touch). The likely cause of a CI failure on a loaded machine: the
   * scanner's link clicked as the app started, and no scanner. (Chromium's touch tap is hit-tested
   * as it ends and lands on the link drawn in the pressed one's place; its mouse click is lost too.
   * An iPhone's tap should land as Chromium's does: Safari recognises a tap once the touch ends and
   * only then finds what it clicks at the tap's point, as WebKit's iOS source reads (WebPageIOS.mm,
   * `handleTap`, then `handleSyntheticClick`). WebKitGTK's WebDriver pointer has no such gesture.
   * Not tried on an iPhone.)
   */
  async appRunning(timeout = TIMEOUT_MS): Promise<void> {
    await this.until(
      () => this.run(() => performance.getEntriesByName("hitch:first-screen").length > 0),
      "the app to draw its first screen",
      timeout,
    );
  }

  /** Runs `fn` in the page with `args` (JSON values) and answers what it returns. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>> {
    return this.driver.executeScript(
      `return Promise.resolve((${fn.toString()}).apply(null, arguments))`,
      ...args,
    ) as Promise<Awaited<T>>;
  }

  /** Every element on screen now that matches `query`. */
  async all(query: Query): Promise<WebElement[]> {
    const args =
      "role" in query
        ? ["role", query.role, wire(query.name)]
        : "label" in query
          ? ["label", wire(query.label)]
          : ["text", wire(query.text)];
    const loaded = await this.driver.executeScript("return Boolean(window.TestingLibraryDom)");
    if (!loaded) await this.driver.executeScript(`${TESTING_LIBRARY}; return true`);
    return (await this.driver.executeScript(FIND, ...args)) as WebElement[];
  }

  /** Waits until `query` matches `count` elements. */
  async expectCount(query: Query, count: number, timeout = TIMEOUT_MS): Promise<void> {
    await this.until(
      async () => (await this.all(query)).length === count,
      `${count} × ${said(query)}`,
      timeout,
    );
  }

  /** Waits for the first element matching `query`. */
  async find(query: Query, timeout = TIMEOUT_MS): Promise<WebElement> {
    let found: WebElement | undefined;
    await this.until(
      async () => {
        [found] = await this.all(query);
        return found !== undefined;
      },
      said(query),
      timeout,
    );
    return found!;
  }

  /**
   * Taps the first element matching `query` once it takes a tap, as Playwright's actionability wait
   * does: a control still sliding in, covered for a moment or just re-rendered is looked for again.
   */
  async tap(query: Query, timeout = TIMEOUT_MS): Promise<void> {
    await this.until(
      async () => {
        const [element] = await this.all(query);
        if (!element) return false;
        await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element);
        await element.click();
        return true;
      },
      `${said(query)} to take a tap`,
      timeout,
    );
  }

  /** Ticks a radio or checkbox the way a thumb does: on its label, which holds it. */
  async choose(query: Query): Promise<void> {
    const input = await this.find(query);
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", input);
    const label = await this.driver.executeScript<WebElement | null>(
      "return arguments[0].closest('label')",
      input,
    );
    await (label ?? input).click();
  }

  async type(query: Query, text: string): Promise<void> {
    await (await this.find(query)).sendKeys(text);
  }

  /** Hands a file to a file input, as the camera would. */
  async giveFile(query: Query, path: string): Promise<void> {
    await (await this.find(query)).sendKeys(path);
  }

  /** Polls `check` until it holds; on timeout, says what was awaited and what the screen showed. */
  async until(check: () => Promise<boolean>, what: string, timeout = TIMEOUT_MS): Promise<void> {
    const end = Date.now() + timeout;
    while (Date.now() < end) {
      try {
        if (await check()) return;
      } catch {
        // Between documents (a navigation), or an element not yet tappable: look again.
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    const shown = await this.driver
      .executeScript<string>("return document.body.innerText")
      .catch((error: unknown) => String(error));
    throw new Error(
      `WebKit: waited ${timeout} ms for ${what} at ${await this.path()}; the screen shows:\n${shown.slice(0, 1500)}`,
    );
  }
}
