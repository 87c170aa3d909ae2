// The prerendered screens carry the app's stylesheet inline, so they paint with
// the HTML alone (decision 055). The CSP keeps style-src without
// 'unsafe-inline': each <style> the build wrote is allowed by its own SHA-256,
// read from the very HTML being served, so the two can never disagree.

const STYLE = /<style>([\s\S]*?)<\/style>/g;

/** CSP sources ('sha256-…') for every `<style>` element in `html`. */
export async function inlineStyleHashes(html: string): Promise<string[]> {
  const hashes: string[] = [];
  for (const [, css = ""] of html.matchAll(STYLE)) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return hashes;
}
