// Where dev settings (the edge Worker's dev tools, the reference API's SMS
// outbox) must never be on: a site served over https from a host other than
// this machine (decision 045). Both Workers' configuration schemas refuse them there.
const THIS_MACHINE = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isDeployedUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" && !THIS_MACHINE.has(hostname);
}
