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
    expect(clientAddress(request("192.0.2.1"), 0)).toBe("10.0.0.2");
  });

  it("takes the last hop behind one trusted proxy, grouped like any address", () => {
    expect(clientAddress(request("192.0.2.1, 2001:db8:1:2:3:4:5:6"), 1)).toBe("2001:db8:1:2::/64");
  });

  it("takes the N-th address from the right behind N proxies, never what the client wrote further left", () => {
    // The client wrote 6.6.6.6 itself; the CDN appended the client (192.0.2.1), the load
    // balancer the CDN edge (203.0.113.50).
    const chain = "6.6.6.6, 192.0.2.1, 203.0.113.50";
    expect(clientAddress(request(chain), 2)).toBe("192.0.2.1");
    expect(clientAddress(request(chain), 1)).toBe("203.0.113.50");
    expect(clientAddress(request(chain), 3)).toBe("6.6.6.6");
  });

  it("takes the leftmost address of a chain shorter than the proxies, and the socket's without one", () => {
    expect(clientAddress(request("192.0.2.1"), 2)).toBe("192.0.2.1");
    expect(clientAddress(request(" , "), 2)).toBe("10.0.0.2");
    expect(clientAddress(fakeRequest({ remoteAddress: "198.51.100.9" }), 2)).toBe("198.51.100.9");
  });

  it("reads repeated X-Forwarded-For headers as one chain", () => {
    const req = fakeRequest({ remoteAddress: "10.0.0.2" });
    (req.headers as Record<string, string | string[]>)["x-forwarded-for"] = ["192.0.2.1", "203.0.113.50"];
    expect(clientAddress(req, 2)).toBe("192.0.2.1");
  });

  it("follows TRUST_PROXY when no count is given", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const saved = process.env.TRUST_PROXY;
    try {
      process.env.TRUST_PROXY = "2";
      expect(clientAddress(request("192.0.2.1, 203.0.113.50"))).toBe("192.0.2.1");
      process.env.TRUST_PROXY = "true";
      expect(clientAddress(request("192.0.2.1, 203.0.113.50"))).toBe("203.0.113.50");
      delete process.env.TRUST_PROXY;
      expect(clientAddress(request("192.0.2.1, 203.0.113.50"))).toBe("10.0.0.2");
      process.env.TRUST_PROXY = "yes";
      expect(() => clientAddress(request("192.0.2.1"))).toThrow(expect.objectContaining({ status: 503 }));
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
      jest.restoreAllMocks();
    }
  });

  it("without a socket (a Function on Netlify) takes Netlify's client header, grouped like any address", () => {
    const onNetlify = (headers: Record<string, string>) => {
      const req = fakeRequest({ headers });
      (req as unknown as { socket: undefined }).socket = undefined;
      return req;
    };
    expect(clientAddress(onNetlify({ "x-nf-client-connection-ip": "198.51.100.20" }), 0)).toBe("198.51.100.20");
    expect(clientAddress(onNetlify({ "x-nf-client-connection-ip": "2001:db8:1:2::9" }), 0)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(onNetlify({}), 0)).toBe("unknown");
  });

  it("never reads Netlify's header where there is a socket (a client could write it)", () => {
    expect(
      clientAddress(fakeRequest({ remoteAddress: "10.0.0.2", headers: { "x-nf-client-connection-ip": "6.6.6.6" } }), 0),
    ).toBe("10.0.0.2");
  });
});
