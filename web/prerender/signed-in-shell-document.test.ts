// A signed-in shell as the build writes it (decisions 086, 087): the route's
// styles inline (no stylesheet link holds the first paint) and preloaded, its
// scripts modulepreloaded; a workflow step's names its step and carries the
// loading screen for the fill script, and a detach's top where it differs.
import { resolve } from "node:path";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import {
  DETACH_TEMPLATE_ID,
  LOADING_TEMPLATE_ID,
  WORKFLOW_STEP_ATTRIBUTE,
} from "#shared/signed-in-shells.ts";
import { signedInShellDocument, signedInShellLinks } from "./shell-documents.ts";

const chunk = (fileName: string, facade: string | null, imports: string[], css: string[] = []) =>
  ({
    type: "chunk",
    fileName,
    facadeModuleId: facade && resolve(facade),
    moduleIds: facade ? [resolve(facade)] : [],
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;
const bundle = Object.fromEntries(
  [
    chunk("assets/app-1.js", "web/src/main.tsx", []),
    chunk("assets/step-1.js", "web/src/step.tsx", ["assets/app-1.js"], ["assets/step-1.css"]),
  ].map((c) => [c.fileName, c]),
) as Rolldown.OutputBundle;
const SHELL = `<!doctype html>
<html lang="en-US"><head><script type="module" crossorigin src="/assets/app-1.js"></script><style>body{}</style></head><body><div id="root"></div>
</body></html>`;
const STEP_CSS = ".step{color:red}";

describe("a signed-in shell's files", () => {
  it("has the route's styles inline and named by a disabled stylesheet link only, and its scripts modulepreloaded", () => {
    const links = signedInShellLinks(["web/src/step.tsx"], bundle, SHELL, (file) => {
      expect(file).toBe("assets/step-1.css");
      return STEP_CSS;
    });
    expect(links).toContain(`<style>${STEP_CSS}</style>`);
    // Vite's loader finds the file's stylesheet link and adds none; the browser neither fetches nor applies it.
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/step-1.css" disabled>');
    expect(links).not.toMatch(/rel="(stylesheet|preload)"(?![^>]*disabled>)[^>]*\.css/);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/step-1.js">');
  });

  it("stops the build on a stylesheet that would close its <style>", () => {
    expect(() => signedInShellLinks(["web/src/step.tsx"], bundle, SHELL, () => "a{}</style><b>")).toThrow(
      /cannot be inlined/,
    );
  });
});

describe("a signed-in shell's document", () => {
  const screen = {
    locale: "es" as const,
    markup: '<main class="main"><div class="page"><h1>x</h1></div></main>',
    links: "",
    companyNames: { knight: "Knight", swift: "Swift" },
    loading: '<div class="loading" role="status">Cargando…</div>',
  };

  it("names a workflow step's step on #root and carries the loading screen after it, before the start data", () => {
    const page = signedInShellDocument(SHELL, { ...screen, path: "/trailers/takePossession" });
    expect(page).toContain(`${WORKFLOW_STEP_ATTRIBUTE}="takePossession"`);
    const template = page.indexOf(`<template id="${LOADING_TEMPLATE_ID}">${screen.loading}</template>`);
    expect(template).toBeGreaterThan(page.indexOf("</main></div>"));
    expect(template).toBeLessThan(page.indexOf("<!--hitch:start-->"));
  });

  it("carries a detach's top after the loading screen where it differs from the attach's in #root", () => {
    const detachMarkup = '<main class="main"><div class="page"><h1>Confirme sus fotos</h1></div></main>';
    const page = signedInShellDocument(SHELL, {
      ...screen,
      detachMarkup,
      path: "/trailers/trailerPhotos/roadworthy",
    });
    expect(page).toContain(`${WORKFLOW_STEP_ATTRIBUTE}="roadworthy"`);
    expect(page).toContain(
      `<template id="${LOADING_TEMPLATE_ID}">${screen.loading}</template><template id="${DETACH_TEMPLATE_ID}">${detachMarkup}</template>`,
    );
    // (The fill script, the same in every shell, names its id.)
    expect(signedInShellDocument(SHELL, { ...screen, path: "/trailers/trailerPhotos" })).not.toContain(
      `<template id="${DETACH_TEMPLATE_ID}">`,
    );
  });

  it("leaves both out of a screen that needs only the session", () => {
    const page = signedInShellDocument(SHELL, { ...screen, path: "/manageTrailer" });
    // (The fill script, the same in every shell, names both.)
    expect(/<div id="root"[^>]*>/.exec(page)?.[0]).not.toContain(WORKFLOW_STEP_ATTRIBUTE);
    expect(page).not.toContain("<template");
  });
});
