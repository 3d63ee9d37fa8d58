import { BlockList, isIP } from "node:net";

/**
 * Which address a request came from, for per-address limits. X-Forwarded-For is a list
 * anyone can write to: each proxy appends the address it was reached from, so only the
 * entries added by proxies we run can be believed. We start from the socket (the one hop
 * nobody can forge), and step left through X-Forwarded-For only while the hop we are on is
 * one of our trusted proxies; the first hop that is not is the client.
 */
export type TrustedProxies = {
  /** The entries as configured, for messages. */
  readonly entries: readonly string[];
  readonly has: (address: string) => boolean;
};

type ProxyEntry = { readonly address: string; readonly family: "ipv4" | "ipv6"; readonly prefix: number };

/** An IP address or CIDR range as TRUSTED_PROXIES takes it, or null when it is neither. */
export function parseProxyEntry(entry: string): ProxyEntry | null {
  const [rawAddress = "", rawPrefix, extra] = entry.trim().split("/");
  if (extra !== undefined) return null;
  const address = normalizeAddress(rawAddress);
  if (address === null) return null;
  const family = isIP(address) === 4 ? "ipv4" : "ipv6";
  const bits = family === "ipv4" ? 32 : 128;
  if (rawPrefix === undefined) return { address, family, prefix: bits };
  if (!/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = Number(rawPrefix);
  // An IPv4-mapped range (::ffff:10.0.0.0/104) became an IPv4 address above.
  const mappedPrefix = family === "ipv4" && isIP(rawAddress) === 6 ? prefix - 96 : prefix;
  if (mappedPrefix < 0 || mappedPrefix > bits) return null;
  return { address, family, prefix: mappedPrefix };
}

/** Builds the lookup once; throws on an entry that is not an address or range (env.ts checks first). */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    if (parsed.prefix === (parsed.family === "ipv4" ? 32 : 128))
      list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return {
    entries,
    has: (address) => entries.length > 0 && list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6"),
  };
}

/**
 * The right-most hop that is not one of our proxies. `socketAddress` is the peer of the TCP
 * connection; a host that cannot see it (Next's route handlers) passes undefined, and the
 * right-most X-Forwarded-For entry stands in for it, which only holds when nothing but the
 * declared proxy can reach the server. Undefined when nothing usable is known.
 */
export function clientAddress(input: {
  readonly socketAddress: string | undefined;
  readonly forwardedFor: string | null | undefined;
  readonly trustedProxies: TrustedProxies;
}): string | undefined {
  const hops = (input.forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  if (input.socketAddress !== undefined) hops.push(input.socketAddress);
  let client: string | undefined;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(stripPort(hops[i] ?? ""));
    // A hop that is not an address was not written by a proxy of ours (they write the
    // address they were reached from); the last address we could vouch for is the answer.
    if (hop === null) return client;
    client = hop;
    if (!input.trustedProxies.has(hop)) return hop;
  }
  // Every hop is a proxy of ours: the request was made by the proxy itself.
  return client;
}

/**
 * The key per-address limits count under. A household or phone network is given a whole
 * IPv6 /64, so one person could otherwise take a fresh address for every request.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** Lower-case, canonical form of an IP; IPv4-mapped IPv6 becomes plain IPv4. Null if not an IP. */
function normalizeAddress(value: string): string | null {
  const unbracketed = value.startsWith("[") && value.endsWith("]") ? value.slice(1, -1) : value;
  const kind = isIP(unbracketed);
  if (kind === 4) return unbracketed;
  if (kind !== 6) return null;
  const groups = expandIpv6(unbracketed.split("%")[0] ?? "");
  if (groups.slice(0, 5).every((g) => g === "0000") && groups[5] === "ffff") {
    const high = Number.parseInt(groups[6] ?? "0", 16);
    const low = Number.parseInt(groups[7] ?? "0", 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return new URL(`http://[${unbracketed.split("%")[0]}]`).hostname.slice(1, -1);
}

/** "203.0.113.7:51234" and "[2001:db8::1]:443" as some proxies write them, without the port. */
function stripPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1] ?? hop;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  return v4WithPort ? (v4WithPort[1] ?? hop) : hop;
}

/** The eight four-digit groups of a valid IPv6 address (an embedded IPv4 tail is converted). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = "", right] = text.split("::");
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const middle = right === undefined ? [] : Array(8 - head.length - tail.length).fill("0");
  return [...head, ...middle, ...tail].map((g) => g.padStart(4, "0"));
}
