/**
 * Connections, as opposed to requests: which addresses are the trusted
 * proxies, and a cap on the connections one address may hold open, so that
 * one client with many slow connections cannot use up the process's open
 * files and keep everyone else out. The trusted proxies are exempt: behind
 * one, every visitor's connection comes from it (the proxy limits its own
 * clients: see the README's nginx example).
 */
import type { Server } from "node:http";
import { BlockList, isIP } from "node:net";

/** "::ffff:192.0.2.1" (an IPv4 client of a server listening on IPv6) is 192.0.2.1. */
const plainAddress = (address: string) => (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/**
 * The client an address stands for, for limits that a stranger must not get
 * round by changing address: an IPv4 address as it is; an IPv6 one as its /64
 * network, which one subscriber is usually given whole.
 */
export function clientOf(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const [head = "", tail] = (plain.split("%")[0] ?? "").split("::");
  // An IPv4 address written at the end stands for two groups.
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const first = groups(head);
  const last = groups(tail);
  const full = [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill("0"), ...last];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** Whether an address is one of TRUST_PROXY's addresses or ranges (already checked by settings.ts). */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

export interface ConnectionLog {
  warn(details: object, message: string): void;
}

/**
 * Closes a new connection at once when its address already holds `max`;
 * logs that once per address and minute.
 */
export function limitConnectionsPerAddress(
  server: Server,
  { max, exempt, log }: { max: number; exempt: (address: string) => boolean; log?: ConnectionLog },
) {
  const open = new Map<string, number>();
  const reported = new Set<string>();
  const forget = setInterval(() => reported.clear(), 60_000);
  forget.unref();
  server.on("close", () => clearInterval(forget));
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ? plainAddress(socket.remoteAddress) : undefined;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      if (!reported.has(address)) {
        reported.add(address);
        log?.warn({ address, max }, `more than ${max} connections from one address: closing the new ones`);
      }
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { openFrom: (address: string) => open.get(address) ?? 0 };
}
