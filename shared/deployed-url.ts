// Where dev settings (the edge Worker's dev tools, the reference API's SMS
// outbox, the keys committed for local runs) must never work. Two checks:
// - isDeployedUrl: a configured site served over https from another host than
//   this machine (decision 045); both Workers' configuration schemas refuse dev
//   settings there, so such a deploy does not start.
// - isLoopbackUrl: the request itself arrived on this machine's own address. Dev
//   tools and the example keys answer only such requests, whatever a configured
//   URL says (decision 045: DEV_TOOLS with ROOT_URL=http://hitch.example.com served the outbox).
const THIS_MACHINE = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isDeployedUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" && !THIS_MACHINE.has(hostname);
}

/** localhost (and *.localhost, RFC 6761), 127.0.0.0/8 and [::1]: names that never leave the machine. */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}
