import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client address is counted under. An IPv6 host usually gets a whole /64 from its
 * provider, so counting single IPv6 addresses would give it 2^64 fresh starts: its /64 counts.
 * IPv4 (also written as an IPv4-mapped IPv6 address) counts per address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  const withoutZone = address.split("%")[0] ?? "";
  if (!isIPv6(withoutZone)) return address;
  return `${expandIPv6(withoutZone).slice(0, 4).join(":")}::/64`;
}

/**
 * The IPv6 /48 an address belongs to (a site's usual allocation, so one holder has 65,536 /64s),
 * or undefined for IPv4 and anything else.
 */
export function networkKey(address: string): string | undefined {
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) || isIPv4(address)) return undefined;
  const withoutZone = address.split("%")[0] ?? "";
  if (!isIPv6(withoutZone)) return undefined;
  return `${expandIPv6(withoutZone).slice(0, 3).join(":")}::/48`;
}

/** The eight groups of an IPv6 address, without leading zeros (an embedded IPv4 tail becomes two groups). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text =
      text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}
