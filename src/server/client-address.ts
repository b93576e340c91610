import { isIPv4, isIPv6 } from "node:net";
import type { GatsbyFunctionRequest } from "gatsby";
import { siteSettings } from "./site-settings";

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
const ipv6Groups = (address: string): number[] | null => {
  if (!isIPv6(address)) return null;
  let text = address.split("%")[0]!.toLowerCase();
  // A dotted IPv4 tail (::ffff:192.0.2.1) is two groups written differently.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
};

/**
 * The key rate limits count an address under. One IPv6 subscriber usually holds a whole
 * /64 (and can pick any address in it), so IPv6 addresses count per /64; an IPv4 address
 * written as IPv6 (::ffff:a.b.c.d, as Node reports dual-stack sockets) counts as itself.
 */
export const rateLimitKey = (address: string): string => {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed.toLowerCase();
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
};

/**
 * The address rate limits count against. Without a trusted proxy it is the socket's
 * address, because a client can write any X-Forwarded-For it likes. Behind `hops` trusted
 * proxies (TRUST_PROXY: true is 1, a CDN in front of a load balancer is 2) each proxy appends
 * the address it was reached from, so the client is the `hops`-th address from the right:
 * what the client wrote itself lies further left and is never read. A shorter chain came
 * through fewer proxies (one was bypassed), so its leftmost address, written by the first
 * trusted proxy it met, counts.
 */
export const clientAddress = (req: GatsbyFunctionRequest, hops: number = siteSettings().trustedProxyHops): string => {
  if (hops > 0) {
    const forwarded = req.headers["x-forwarded-for"];
    const chain = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const client = chain[Math.max(0, chain.length - hops)];
    if (client) return rateLimitKey(client);
  }
  const socketAddress = req.socket?.remoteAddress;
  if (socketAddress) return rateLimitKey(socketAddress);
  // No socket: a Function on Netlify, whose request object has none. Netlify's edge writes the
  // client's address into this header itself (a client's own value is replaced). Where there
  // is a socket (nginx and the Functions server, gatsby serve) the header is never read, so a
  // client cannot name its own address there by sending it.
  const netlifyClient = req.headers["x-nf-client-connection-ip"];
  const netlifyAddress = Array.isArray(netlifyClient) ? netlifyClient[0] : netlifyClient;
  return rateLimitKey(netlifyAddress?.trim() || "unknown");
};
