// `--lan` for `npm run dev` and `npm run preview` (decision 073): the app listens on
// every interface so a phone on the same Wi-Fi can open it, and these are the
// addresses to type on the phone. Off by default: a local run answers this machine only.
import { networkInterfaces } from "node:os";
import { isPrivateNetworkHost } from "#shared/local-network.ts";

/** Whether the command was given `--lan`. */
export const LAN = process.argv.includes("--lan");

/** Where the app listens: every interface with --lan, else loopback. */
export const LISTEN_HOST = LAN ? "0.0.0.0" : "127.0.0.1";

/** This machine's private-network IPv4 addresses (what a phone on the same Wi-Fi reaches it at). */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((a) => a.family === "IPv4" && !a.internal && isPrivateNetworkHost(a.address))
    .map((a) => a.address);
}

/** The lines that tell a developer how to open the run from a phone, for `port`. */
export function lanHelp(port: string): string {
  const addresses = lanAddresses();
  if (addresses.length === 0)
    return "No private network address found: is this machine on Wi-Fi or Ethernet?";
  return [
    "On a phone on the same network, open:",
    ...addresses.map((address) => `  http://${address}:${port}`),
    "Read the texted code from the SMS outbox on this machine (http://127.0.0.1…/__dev/outbox).",
  ].join("\n");
}
