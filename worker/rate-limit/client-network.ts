// Per-client rate limits count networks, not addresses (decision 021). An IPv6
// subscriber is handed a whole /64 (often more) and may use any of its 2^64
// addresses, so a limit per address would be no limit at all: a client is its /64.
// An IPv4 address is counted whole (a truck stop's NAT is already one address).

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;
/** Longest subject kept for anything that is not an address (a local run has none). */
const OTHER_MAX_LENGTH = 64;

function ipv4Octets(text: string): number[] | undefined {
  const octets = IPV4.exec(text)?.slice(1).map(Number);
  return octets?.every((o) => o <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address, in any spelling (`::`, an embedded IPv4 tail, a zone). */
function ipv6Groups(text: string): number[] | undefined {
  let address = text.toLowerCase().replace(/%.*$/, "");
  const tail = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (tail?.[1] !== undefined) {
    const octets = ipv4Octets(tail[1]);
    if (octets === undefined) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    address = address.slice(0, address.length - tail[1].length) + hex;
  }
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const parts = (half: string | undefined) => (half ? half.split(":") : []);
  const head = parts(halves[0]);
  const rest = parts(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!groups.every((g) => HEXTET.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}

/** The network a client address counts as: `a:b:c:d::/64` for IPv6, the address itself for IPv4. */
export function clientNetwork(address: string): string {
  const trimmed = address.trim();
  const v4 = ipv4Octets(trimmed);
  if (v4 !== undefined) return v4.join(".");
  const groups = ipv6Groups(trimmed);
  if (groups === undefined) return trimmed.slice(0, OTHER_MAX_LENGTH);
  // An IPv4-mapped address (::ffff:a.b.c.d) is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The network the request came from, as Cloudflare saw it (CF-Connecting-IP). */
export function clientNetworkOf(request: Request): string {
  return clientNetwork(request.headers.get("cf-connecting-ip") ?? "unknown");
}
