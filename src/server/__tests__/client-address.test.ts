/**
 * @jest-environment node
 */
import { clientAddress, rateLimitKey } from "../client-address";
import { fakeRequest } from "../../test-utils/fake-http";

describe("rateLimitKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const a = rateLimitKey("2001:db8:85a3:12:1:2:3:4");
    const b = rateLimitKey("2001:0db8:85a3:0012:ffff:ffff:ffff:ffff");
    expect(a).toBe("2001:db8:85a3:12::/64");
    expect(b).toBe(a);
    expect(rateLimitKey("2001:db8:85a3:13::1")).not.toBe(a);
  });

  it("expands :: anywhere in the address", () => {
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("counts an IPv4 address written as IPv6 as the IPv4 address", () => {
    expect(rateLimitKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(rateLimitKey("::ffff:c633:6404")).toBe("198.51.100.4");
  });
});

describe("clientAddress", () => {
  const request = (forwardedFor: string) =>
    fakeRequest({ remoteAddress: "::ffff:10.0.0.2", headers: { "x-forwarded-for": forwardedFor } });

  it("ignores X-Forwarded-For unless told a proxy writes it", () => {
    expect(clientAddress(request("192.0.2.1"), false)).toBe("10.0.0.2");
  });

  it("takes the last hop behind a trusted proxy, grouped like any address", () => {
    expect(clientAddress(request("192.0.2.1, 2001:db8:1:2:3:4:5:6"), true)).toBe("2001:db8:1:2::/64");
  });
});
