// Hosts of a local run (decision 073): this machine, or a private network a phone
// on the same Wi-Fi reaches the developer's machine on. Used by the edge Worker
// (the session cookie on plain http) and by `npm run preview -- --lan`.

/** 127.0.0.0/8, localhost and [::1]: this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * A peer address of this machine: 127.0.0.0/8 or ::1, IPv4 also as IPv6 maps it (::ffff:127.0.0.1,
 * as Node reports a peer on a dual-stack socket). Names do not count: a peer is an address.
 */
export function isLoopbackAddress(address: string): boolean {
  const text = address.trim().toLowerCase();
  const v4 = /^(?:::ffff:)?127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) return v4.slice(1).every((octet) => Number(octet) <= 255);
  return text === "::1" || text === "0:0:0:0:0:0:0:1";
}

/** RFC 1918's private IPv4 ranges: 10/8, 172.16/12, 192.168/16. */
export function isPrivateNetworkHost(host: string): boolean {
  const octets = host
    .match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/)
    ?.slice(1)
    .map(Number);
  if (!octets || octets.some((n) => n > 255)) return false;
  const [a, b] = octets as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}
