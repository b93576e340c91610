/**
 * IMPORT_IP_DENY_LIST of the embedded Directus: every address its server-side requests (file
 * imports from a URL, flows' "Webhook / Request URL" operations) may not reach.
 *
 * How Directus 11.17.4 reads it (@directus/api/dist/request/is-denied-ip.js, checked when a
 * socket connects, after DNS, so a host name cannot dodge it): a comma-separated list whose
 * entries are single addresses, CIDR subnets ("10.0.0.0/8") or ranges ("a-b"), for IPv4 and
 * IPv6, in a node:net BlockList, which also applies IPv4 entries to IPv4-mapped IPv6
 * addresses (::ffff:127.0.0.1). The entry "0.0.0.0" is special: it stands for this machine's
 * network interfaces (loopback as its whole subnet, 127.0.0.0/8 and ::1, others as single
 * addresses), not for the address 0.0.0.0 itself. Directus's default is
 * "0.0.0.0,169.254.169.254": loopback, the machine's own addresses and the cloud metadata
 * address, but every other private network (the LAN, a VPN, a container network) stays open.
 *
 * The list made here denies the default's addresses plus every private and special-purpose
 * network, minus the addresses of the one private host a flow calls: the preview server's
 * refresh URL (gatsby develop at 127.0.0.1:8001 locally), and nothing else private. (The
 * site-rebuild hook extension calls the build hook with Node's own fetch, which this list does
 * not govern.) A deny list knows no ports, so that host stays reachable on every port
 * (locally: anything listening on 127.0.0.1); only an admin can make flows, and importing
 * files needs an editor's rights.
 */

/** @typedef {import("node:os").NetworkInterfaceInfo} NetworkInterfaceInfo */

/**
 * An IP address as a number, with its family.
 * @typedef {{ family: 4 | 6, value: bigint }} ParsedAddress
 */

/**
 * A CIDR subnet as its first and last address.
 * @typedef {{ family: 4 | 6, start: bigint, end: bigint }} Network
 */

/**
 * Private and special-purpose networks (RFC 6890 and friends) no import or flow needs.
 * @type {readonly string[]}
 */
export const privateNetworks = [
  "0.0.0.0/8", // "this network": connecting to 0.0.0.0 reaches this machine on Linux
  "10.0.0.0/8",
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, with the cloud metadata address 169.254.169.254
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved and broadcast
  "::/128",
  "::1/128",
  "fc00::/7", // unique local
  "fe80::/10", // link-local
  "ff00::/8", // multicast
];

const ipv4Pattern = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * @param {string} text
 * @returns {bigint | undefined}
 */
const parseIPv4 = (text) => {
  const parts = ipv4Pattern.exec(text)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return undefined;
  return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n);
};

/**
 * @param {string} text
 * @returns {bigint | undefined}
 */
const parseIPv6 = (text) => {
  let rest = text.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (dotted) {
    const tail = parseIPv4(dotted[1] ?? "");
    if (tail === undefined) return undefined;
    rest = `${rest.slice(0, dotted.index)}${(tail >> 16n).toString(16)}:${(tail & 0xffffn).toString(16)}`;
  }
  const halves = rest.split("::");
  if (halves.length > 2) return undefined;
  /** @param {string} half */
  const groupsOf = (half) => (half === "" ? [] : half.split(":"));
  const [head = [], tail = undefined] = halves.map(groupsOf);
  const missing = tail === undefined ? 0 : 8 - head.length - tail.length;
  if (missing < 0 || (tail !== undefined && missing === 0)) return undefined;
  const groups = tail === undefined ? head : [...head, ...Array(missing).fill("0"), ...tail];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
};

/**
 * An address as a number with its family; IPv4-mapped IPv6 addresses become IPv4, as the
 * BlockList treats them. Undefined for anything that is not an IP address.
 * @param {string} text
 * @returns {ParsedAddress | undefined}
 */
export const parseAddress = (text) => {
  const v4 = parseIPv4(text);
  if (v4 !== undefined) return { family: 4, value: v4 };
  const v6 = parseIPv6(text);
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
};

/**
 * An address in its usual notation (IPv6 as eight uncompressed groups).
 * @param {ParsedAddress} address
 * @returns {string}
 */
export const formatAddress = ({ family, value }) =>
  family === 4
    ? [24n, 16n, 8n, 0n].map((shift) => (value >> shift) & 0xffn).join(".")
    : [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((value >> shift) & 0xffffn).toString(16)).join(":");

/**
 * First and last address of a CIDR subnet (its address need not be the network's first).
 * @param {string} cidr
 * @returns {Network}
 */
const parseNetwork = (cidr) => {
  const [address = "", prefix = ""] = cidr.split("/");
  const parsed = parseAddress(address);
  if (!parsed || !/^\d+$/.test(prefix)) throw new Error(`not a CIDR subnet: ${cidr}`);
  // An IPv4-mapped subnet's prefix counts IPv6 bits; its host bits are still the low ones.
  const hostBits = (address.includes(":") ? 128n : 32n) - BigInt(prefix);
  const start = (parsed.value >> hostBits) << hostBits;
  return { family: parsed.family, start, end: start + (1n << hostBits) - 1n };
};

/**
 * @param {Network} network
 * @param {ParsedAddress} address
 */
const contains = (network, address) =>
  address.family === network.family && address.value >= network.start && address.value <= network.end;

/**
 * `cidr` as deny-list entries that leave out `allowed` addresses (ranges "a-b" around them).
 * @param {string} cidr
 * @param {readonly ParsedAddress[]} allowed
 * @returns {string[]}
 */
const withoutAddresses = (cidr, allowed) => {
  const network = parseNetwork(cidr);
  const { family, start, end } = network;
  const inside = allowed
    .filter((address) => contains(network, address))
    .map((address) => address.value)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (inside.length === 0) return [cidr];
  const entries = [];
  let from = start;
  for (const value of [...inside, end + 1n]) {
    if (value > from) {
      const last = value - 1n;
      const first = formatAddress({ family, value: from });
      entries.push(last === from ? first : `${first}-${formatAddress({ family, value: last })}`);
    }
    from = value + 1n;
  }
  return entries;
};

/**
 * What Directus's "0.0.0.0" entry stands for, as CIDR subnets.
 * @param {NodeJS.Dict<NetworkInterfaceInfo[]>} interfaces
 * @returns {string[]}
 */
const interfaceNetworks = (interfaces) =>
  Object.values(interfaces)
    .flat()
    .filter(/** @returns {info is NetworkInterfaceInfo} */ (info) => Boolean(info?.address))
    .map((info) => {
      if (info.internal && info.cidr) return info.cidr;
      return `${info.address}/${info.family === "IPv4" ? 32 : 128}`;
    });

/**
 * The deny list (entries to join with commas) for a Directus that may reach `allowedAddresses`
 * (the IP addresses of the host its flows call) and no other private address. `interfaces` is
 * os.networkInterfaces(): Directus's "0.0.0.0" is kept as it is unless an allowed address is
 * one of this machine's, in which case the interfaces are listed without it.
 * @param {readonly string[]} allowedAddresses
 * @param {NodeJS.Dict<NetworkInterfaceInfo[]>} interfaces
 * @returns {string[]}
 */
export const importDenyList = (allowedAddresses, interfaces) => {
  const allowed = allowedAddresses.map(parseAddress).filter((address) => address !== undefined);
  const local = interfaceNetworks(interfaces);
  const allowsLocal = local.some((cidr) => allowed.some((address) => contains(parseNetwork(cidr), address)));
  const networks = allowsLocal ? [...privateNetworks, ...local] : ["0.0.0.0", ...privateNetworks];
  const entries = networks.flatMap((network) => (network === "0.0.0.0" ? [network] : withoutAddresses(network, allowed)));
  return [...new Set(entries)];
};
