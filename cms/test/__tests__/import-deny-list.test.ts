/** @jest-environment node */
// The module lives with the embedded CMS (cms/server), whose folder Jest does not crawl.
import { BlockList } from "node:net";
import type { NetworkInterfaceInfo } from "node:os";
import { formatAddress, importDenyList, parseAddress } from "../../server/import-deny-list.mjs";

/** A machine like the test host: loopback, and one network card with IPv4 and IPv6 addresses. */
const interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = {
  lo: [
    { address: "127.0.0.1", netmask: "255.0.0.0", family: "IPv4", mac: "00:00:00:00:00:00", internal: true, cidr: "127.0.0.1/8" },
    {
      address: "::1",
      netmask: "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
      family: "IPv6",
      mac: "00:00:00:00:00:00",
      internal: true,
      cidr: "::1/128",
      scopeid: 0,
    },
  ],
  eth0: [
    {
      address: "203.0.113.7",
      netmask: "255.255.255.0",
      family: "IPv4",
      mac: "02:fc:00:00:00:01",
      internal: false,
      cidr: "203.0.113.7/24",
    },
    {
      address: "fd00::2",
      netmask: "ffff:ffff:ffff:ffff::",
      family: "IPv6",
      mac: "02:fc:00:00:00:01",
      internal: false,
      cidr: "fd00::2/64",
      scopeid: 0,
    },
  ],
};

/** The same reading as Directus 11.17.4's isDeniedIp (@directus/api/dist/request/is-denied-ip.js). */
const isDenied = (entries: string[], address: string): boolean => {
  const list = new BlockList();
  const family = (text: string) => (text.includes(":") ? "ipv6" : "ipv4");
  for (const entry of entries) {
    if (entry === "0.0.0.0") {
      for (const info of Object.values(interfaces).flat()) {
        if (!info) continue;
        if (info.internal && info.cidr) {
          const [network, prefix] = info.cidr.split("/");
          list.addSubnet(network!, Number(prefix), family(network!));
        } else list.addAddress(info.address, family(info.address));
      }
    } else if (entry.includes("-")) {
      const [first, last] = entry.split("-");
      list.addRange(first!, last!, family(first!));
    } else if (entry.includes("/")) {
      const [network, prefix] = entry.split("/");
      list.addSubnet(network!, Number(prefix), family(network!));
    } else list.addAddress(entry, family(entry));
  }
  return list.check(address, family(address));
};

const neverReachable = [
  "10.1.2.3",
  "172.20.0.5",
  "192.168.1.1",
  "169.254.169.254",
  "100.64.0.1",
  "0.0.0.0",
  "fd12::1",
  "fe80::1",
];
const publicAddresses = ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"];

describe("importDenyList", () => {
  it("lets the build hook's loopback address through and nothing else of this machine", () => {
    const entries = importDenyList(["127.0.0.1"], interfaces);

    expect(isDenied(entries, "127.0.0.1")).toBe(false);
    expect(isDenied(entries, "::ffff:127.0.0.1")).toBe(false);
    for (const address of ["127.0.0.2", "127.255.255.255", "127.0.0.0", "::1", "::ffff:127.0.0.2", "203.0.113.7", "fd00::2"]) {
      expect([address, isDenied(entries, address)]).toEqual([address, true]);
    }
    for (const address of neverReachable) expect([address, isDenied(entries, address)]).toEqual([address, true]);
    for (const address of publicAddresses) expect([address, isDenied(entries, address)]).toEqual([address, false]);
    // Listed without Directus's "0.0.0.0", which would deny the whole loopback subnet again.
    expect(entries).not.toContain("0.0.0.0");
    expect(entries).toEqual(expect.arrayContaining(["127.0.0.0", "127.0.0.2-127.255.255.255"]));
  });

  it("keeps Directus's own interface entry when the hook is elsewhere, and adds the private networks", () => {
    const entries = importDenyList(["93.184.216.34"], interfaces);

    expect(entries).toContain("0.0.0.0");
    for (const address of [...neverReachable, "127.0.0.1", "::1", "203.0.113.7"]) {
      expect([address, isDenied(entries, address)]).toEqual([address, true]);
    }
    for (const address of publicAddresses) expect([address, isDenied(entries, address)]).toEqual([address, false]);
  });

  it("opens only the hook's address inside a private network, in IPv6 too", () => {
    const entries = importDenyList(["192.168.10.20", "fd00::2"], interfaces);

    expect(isDenied(entries, "192.168.10.20")).toBe(false);
    expect(isDenied(entries, "fd00::2")).toBe(false);
    for (const address of ["192.168.10.19", "192.168.10.21", "fd00::1", "fd00::3", "127.0.0.1", "203.0.113.7"]) {
      expect([address, isDenied(entries, address)]).toEqual([address, true]);
    }
  });

  it("is the full private list with Directus's interface entry when the hook's host is unknown", () => {
    const entries = importDenyList([], interfaces);

    expect(entries[0]).toBe("0.0.0.0");
    for (const address of [...neverReachable, "127.0.0.1"]) expect(isDenied(entries, address)).toBe(true);
  });
});

describe("parseAddress and formatAddress", () => {
  it("read IPv4, compressed IPv6, embedded IPv4 and zone ids, and treat IPv4-mapped addresses as IPv4", () => {
    expect(parseAddress("10.0.0.1")).toEqual({ family: 4, value: 0x0a000001n });
    expect(parseAddress("fe80::1%eth0")).toEqual({ family: 6, value: (0xfe80n << 112n) | 1n });
    expect(parseAddress("::ffff:127.0.0.1")).toEqual({ family: 4, value: 0x7f000001n });
    expect(parseAddress("::ffff:7f00:1")).toEqual({ family: 4, value: 0x7f000001n });
    expect(formatAddress({ family: 6, value: (0xfd00n << 112n) | 2n })).toBe("fd00:0:0:0:0:0:0:2");
    expect(formatAddress({ family: 4, value: 0xc0a80a14n })).toBe("192.168.10.20");
  });

  it("refuse what is not an address", () => {
    for (const text of ["localhost", "256.0.0.1", "1.2.3", "1::2::3", "1:2:3:4:5:6:7:8:9", "1:2:3:4::5:6:7:8"]) {
      expect([text, parseAddress(text)]).toEqual([text, undefined]);
    }
  });
});
