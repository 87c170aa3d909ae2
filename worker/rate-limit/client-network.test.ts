import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

const hextet = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(hextet, { minLength: 8, maxLength: 8 });

/** Every group written out, with leading zeros: the longest spelling of an address. */
const full = (g: number[]) => g.map((n) => n.toString(16).padStart(4, "0")).join(":");

describe("clientNetwork: what a per-client limit counts", () => {
  it("gives every spelling of an IPv6 address the same network", () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const network = clientNetwork(address);
        expect(network).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$|^\d+\.\d+\.\d+\.\d+$/);
        expect(clientNetwork(address.toUpperCase())).toBe(network);
      }),
    );
    expect(clientNetwork("2001:db8::1")).toBe(clientNetwork("2001:0DB8:0000:0000:0000:0000:0000:0001"));
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("::")).toBe("0:0:0:0::/64");
  });

  it("counts all 2^64 addresses of a /64 as one client, and tells /64s apart", () => {
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        fc.pre(!(a[0] === 0 && a[1] === 0 && a[2] === 0 && a[3] === 0)); // not the IPv4-mapped range
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        expect(clientNetwork(full(sameNetwork))).toBe(clientNetwork(full(a)));
        const prefixesDiffer = a.slice(0, 4).some((n, i) => n !== b[i]);
        expect(clientNetwork(full(a)) === clientNetwork(full(b))).toBe(!prefixesDiffer);
      }),
    );
  });

  it("counts an IPv4 address whole, however it arrives (also mapped into IPv6)", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4(), (a, b) => {
        expect(clientNetwork(a)).toBe(a);
        expect(clientNetwork(`::ffff:${a}`)).toBe(a);
        expect(clientNetwork(a) === clientNetwork(b)).toBe(a === b);
      }),
    );
    expect(clientNetwork("::ffff:c000:0201")).toBe("192.0.2.1");
  });

  it("never confuses an IPv4 client with an IPv6 network: the two are written apart", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV6(), (v4, v6) => {
        expect(clientNetwork(v4)).not.toContain(":");
        const network = clientNetwork(v6);
        // Only an IPv4-mapped address (::ffff:0:0/96) counts as IPv4.
        if (!network.endsWith("::/64")) expect(clientNetwork(`::ffff:${network}`)).toBe(network);
      }),
    );
  });

  it("keeps anything that is not an address as it came, bounded", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
    expect(clientNetwork("1.2.3.256")).toBe("1.2.3.256");
    expect(clientNetwork("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientNetwork("x".repeat(500))).toHaveLength(64);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(clientNetwork(text).length).toBeLessThanOrEqual(64);
      }),
    );
  });
});
