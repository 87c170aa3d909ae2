// The prerendered screens carry the app's stylesheet inline, so they paint with
// the HTML alone, and one small inline script that holds taps made before the
// app's code runs (decision 055). The CSP keeps style-src and script-src without
// 'unsafe-inline': each inline <style> and <script> the build wrote is allowed
// by its own SHA-256, read from the very HTML being served, so the two can
// never disagree.

/** A `<style>` or a `<script>` with no attributes (no src, no type): inline code of the build. */
const INLINE = { style: /<style>([\s\S]*?)<\/style>/g, script: /<script>([\s\S]*?)<\/script>/g };

async function hashes(html: string, element: RegExp): Promise<string[]> {
  const sources: string[] = [];
  for (const [, code = ""] of html.matchAll(element)) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
    sources.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return sources;
}

export type InlineHashes = { styles: readonly string[]; scripts: readonly string[] };

/** CSP sources ('sha256-…') for every inline `<style>` and `<script>` in `html`. */
export async function inlineHashes(html: string): Promise<InlineHashes> {
  return { styles: await hashes(html, INLINE.style), scripts: await hashes(html, INLINE.script) };
}
