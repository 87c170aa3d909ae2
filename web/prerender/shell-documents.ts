// The HTML documents the build writes (prerender-plugin.ts): a prerendered public screen, a
// language's loading shell, and a signed-in screen's shell, each made from the built index.html.

import type { Rolldown } from "vite";
import { EARLY_TAPS_SCRIPT } from "#shared/early-taps.ts";
import type { Locale } from "#shared/languages.ts";
import {
  PRERENDERED_LOCALE_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
  type PrerenderedPath,
} from "#shared/prerendered-pages.ts";
import {
  COMPANY_NAMES_ATTRIBUTE,
  DETACH_TEMPLATE_ID,
  LAUNCH_STATE_MARKER,
  LOADING_TEMPLATE_ID,
  SHELL_PATH_ATTRIBUTE,
  type SignedInShellPath,
  START_DATA_MARKER,
  WORKFLOW_SHELLS,
  WORKFLOW_STEP_ATTRIBUTE,
} from "#shared/signed-in-shells.ts";
import { FILL_SLOTS_SCRIPT } from "./fill-slots.ts";
import { neededFiles } from "./module-graph.ts";
import { shellScannerScript } from "./shell-scanner.ts";

/** `<link>`s for what the screen needs beyond what the shell already loads. */
export function preloadLinks(modules: string[], bundle: Rolldown.OutputBundle, shell: string): string {
  const { scripts, styles } = neededFiles(modules, bundle, shell);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("\n    ");
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/** The stylesheet `file` as a `<style>` element. */
function inlineStyle(file: string, readAsset: (file: string) => string): string {
  const css = readAsset(file);
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} cannot be inlined (it holds "</style")`);
  return `<style>${css}</style>`;
}

/**
 * The shell's own stylesheets in the document itself: the screen paints with the HTML alone, no
 * second round trip before anything shows. The edge puts each <style>'s hash in the CSP
 * (worker/pages/inline-hashes.ts), so style-src stays without 'unsafe-inline'.
 */
export function inlineStylesheets(shell: string, readAsset: (file: string) => string): string {
  return shell.replace(STYLESHEET_LINK, (_, file: string) => inlineStyle(file, readAsset));
}

/**
 * A signed-in shell's files beyond the shell's: the route's styles inline, so the screen paints
 * with the document (a stylesheet link would hold the first paint for a round trip, decision 087);
 * its scripts as modulepreloads. Each inlined stylesheet is also named by a `disabled` link, which
 * the browser neither fetches nor applies: Vite's loader of the route's code looks for a stylesheet
 * link of that file before it adds one, and finding it, adds none. Without it the route's code
 * waited for the file and the browser then styled the whole page again with rules it already had
 * (a long task on every workflow step; decision 095).
 */
export function signedInShellLinks(
  modules: string[],
  bundle: Rolldown.OutputBundle,
  shell: string,
  readAsset: (file: string) => string,
): string {
  const { scripts, styles } = neededFiles(modules, bundle, shell);
  return [
    ...styles.map((file) => inlineStyle(file, readAsset)),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("\n    ");
}

/** The entry script and the module preloads, fetched at low priority. */
function lowPriority(shell: string, links: string): { shell: string; links: string } {
  const low = (html: string) =>
    html
      .replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      );
  return { shell: low(shell), links: low(links) };
}

/**
 * The shell with the screen's language, preloads and markup (no `path`: the language's shell, with
 * the loading screen, which the page draws over). React puts the resource hints it finds (the
 * logo's image preload) ahead of the markup, having no <head> of its own to render: they move
 * into the shell's head, so #root holds only what the page hydrates.
 */
export function prerenderedDocument(
  shell: string,
  screen: { path?: PrerenderedPath; locale: Locale; markup: string; links: string; taps?: boolean },
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('<html lang="en-US">') || !shell.includes("</head>")) {
    throw new Error("prerender: index.html no longer has the expected <html lang>, </head> or #root");
  }
  const hints = /^(?:<link [^>]*\/>)*/.exec(screen.markup)?.[0] ?? "";
  const markup = screen.markup.slice(hints.length);
  // A prerendered screen paints with its HTML alone: its scripts take it over later and must not
  // compete with what the paint needs (the logo) nor be counted as holding it (decision 091).
  const scripts = screen.path ? lowPriority(shell, screen.links) : { shell, links: screen.links };
  const head = [
    scripts.links,
    ...(hints.match(/<link [^>]*\/>/g) ?? []),
    // A prerendered screen's buttons, pressed before the app runs, are pressed again once it does
    // (a signed-in shell's on the button the app draws in its place: decision 086).
    screen.path || screen.taps ? `<script>${EARLY_TAPS_SCRIPT}</script>` : "",
  ].filter(Boolean);
  const attributes = screen.path
    ? ` ${PRERENDERED_PATH_ATTRIBUTE}="${screen.path}" ${PRERENDERED_LOCALE_ATTRIBUTE}="${screen.locale}"`
    : "";
  return scripts.shell
    .replace('<html lang="en-US">', `<html lang="${screen.locale}">`)
    .replace("</head>", head.length > 0 ? `  ${head.join("\n    ")}\n  </head>` : "</head>")
    .replace(root, () => `<div id="root"${attributes}>${markup}</div>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="/;

/** zxing's worker in the build (Vite emits it as an asset of the client's bundle). */
function zxingWorkerFile(bundle: Rolldown.OutputBundle): string {
  const file = Object.keys(bundle).find((name) => /^assets\/zxing\.worker-[^/]+\.js$/.test(name));
  if (!file) throw new Error("prerender: the build has no zxing worker for the scanner's shell to start");
  return file;
}

/**
 * A shell's own inline script in its head, run as the page is read: the scanner's starts its camera
 * and decoder before the app's code arrives (decision 097).
 */
export function shellHeadScript(path: SignedInShellPath, bundle: Rolldown.OutputBundle): string | undefined {
  return path === "/trailers/scan" ? shellScannerScript(zxingWorkerFile(bundle)) : undefined;
}

/**
 * A signed-in screen's shell (decision 086): the shell with the screen's language, preloads and
 * markup; the path it was built for and the company names on `#root`; after it, where the edge
 * puts the start data, and the script that fills the slots from it; at the end of the body, where
 * the order's state is streamed. The app's entry loads `async`, so it runs as soon as it arrives,
 * not only once that stream has ended. A workflow step's (decision 087) names its step on `#root`
 * and carries the loading screen as a template, for the fill script to show when the phone's flow
 * is not one the step shows, and, where a detach's top differs from an attach's, the detach's as
 * another. The scanner's starts its camera and decoder from its head (decision 097).
 */
export function signedInShellDocument(
  shell: string,
  screen: {
    path: SignedInShellPath;
    locale: Locale;
    markup: string;
    /** The step's top as a detach shows it, where it differs (WORKFLOW_SHELLS `byAssociation`). */
    detachMarkup?: string;
    links: string;
    companyNames: Record<string, string>;
    /** The loading screen's markup in the screen's language. */
    loading: string;
    /** An inline script of the shell's own, in its head. */
    headScript?: string;
  },
): string {
  const page = prerenderedDocument(shell, { ...screen, path: undefined, taps: true });
  if (!ENTRY_SCRIPT.test(page) || !page.includes("</body>")) {
    throw new Error("prerender: index.html no longer has the expected entry script or </body>");
  }
  const names = JSON.stringify(screen.companyNames).replaceAll('"', "&quot;");
  const workflow = WORKFLOW_SHELLS[screen.path];
  const step = workflow ? ` ${WORKFLOW_STEP_ATTRIBUTE}="${workflow.step}"` : "";
  const loading = [
    workflow ? `<template id="${LOADING_TEMPLATE_ID}">${screen.loading}</template>` : "",
    screen.detachMarkup === undefined
      ? ""
      : `<template id="${DETACH_TEMPLATE_ID}">${screen.detachMarkup}</template>`,
  ].join("");
  const head = screen.headScript ? `  <script>${screen.headScript}</script>\n  </head>` : "</head>";
  return page
    .replace("</head>", () => head)
    .replace(ENTRY_SCRIPT, '<script type="module" async crossorigin src="')
    .replace(
      /<div id="root">([\s\S]*)<\/div>(\s*<\/body>)/,
      (_, markup: string, end: string) =>
        `<div id="root" ${SHELL_PATH_ATTRIBUTE}="${screen.path}" ${COMPANY_NAMES_ATTRIBUTE}="${names}"${step}>${markup}</div>${loading}${START_DATA_MARKER}<script>${FILL_SLOTS_SCRIPT}</script>${LAUNCH_STATE_MARKER}${end}`,
    );
}
