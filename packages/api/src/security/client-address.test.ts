import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, parseProxyEntry, trustedProxies } from "./client-address";

const none = trustedProxies([]);
const loopback = trustedProxies(["127.0.0.1", "::1"]);

describe("clientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(
      clientAddress({ socketAddress: "203.0.113.7", forwardedFor: "198.51.100.1", trustedProxies: none }),
    ).toBe("203.0.113.7");
    expect(
      clientAddress({ socketAddress: "203.0.113.7", forwardedFor: undefined, trustedProxies: none }),
    ).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(
      clientAddress({ socketAddress: "203.0.113.7", forwardedFor: "198.51.100.1", trustedProxies: loopback }),
    ).toBe("203.0.113.7");
  });

  it("takes the hop a trusted proxy appended, not the spoofed entries to its left", () => {
    expect(
      clientAddress({
        socketAddress: "127.0.0.1",
        forwardedFor: "10.9.9.9, 192.0.2.55, 203.0.113.7",
        trustedProxies: loopback,
      }),
    ).toBe("203.0.113.7");
  });

  it("steps through several trusted hops, exact addresses and ranges", () => {
    const proxies = trustedProxies(["10.0.0.0/8", "192.0.2.10", "2001:db8:ffff::/48"]);
    expect(
      clientAddress({
        socketAddress: "10.1.2.3",
        forwardedFor: "1.1.1.1, 203.0.113.7, 2001:db8:ffff::4, 192.0.2.10",
        trustedProxies: proxies,
      }),
    ).toBe("203.0.113.7");
  });

  it("reads a dual-stack socket's IPv4-mapped address as IPv4, both as peer and as client", () => {
    expect(
      clientAddress({
        socketAddress: "::ffff:127.0.0.1",
        forwardedFor: "203.0.113.7",
        trustedProxies: loopback,
      }),
    ).toBe("203.0.113.7");
    expect(
      clientAddress({ socketAddress: "::ffff:203.0.113.7", forwardedFor: null, trustedProxies: loopback }),
    ).toBe("203.0.113.7");
    expect(
      clientAddress({ socketAddress: "::ffff:cb00:7107", forwardedFor: null, trustedProxies: none }),
    ).toBe("203.0.113.7");
  });

  it("trusts an IPv6 proxy and returns an IPv6 client in canonical form", () => {
    expect(
      clientAddress({ socketAddress: "::1", forwardedFor: "2001:DB8:0:0::1", trustedProxies: loopback }),
    ).toBe("2001:db8::1");
  });

  it("reads hops that proxies wrote with a port or brackets", () => {
    expect(
      clientAddress({
        socketAddress: "127.0.0.1",
        forwardedFor: "203.0.113.7:51234",
        trustedProxies: loopback,
      }),
    ).toBe("203.0.113.7");
    expect(
      clientAddress({
        socketAddress: "127.0.0.1",
        forwardedFor: "[2001:db8::1]:443",
        trustedProxies: loopback,
      }),
    ).toBe("2001:db8::1");
  });

  it("stops at a malformed hop, answering with the last address it could vouch for", () => {
    expect(
      clientAddress({
        socketAddress: "127.0.0.1",
        forwardedFor: "203.0.113.7, unknown",
        trustedProxies: loopback,
      }),
    ).toBe("127.0.0.1");
    expect(
      clientAddress({
        socketAddress: "127.0.0.1",
        forwardedFor: "not-an-ip, 203.0.113.7",
        trustedProxies: loopback,
      }),
    ).toBe("203.0.113.7");
  });

  it("is the proxy itself when every hop is trusted, and the socket when the header is empty", () => {
    expect(clientAddress({ socketAddress: "127.0.0.1", forwardedFor: "::1", trustedProxies: loopback })).toBe(
      "::1",
    );
    expect(clientAddress({ socketAddress: "127.0.0.1", forwardedFor: "", trustedProxies: loopback })).toBe(
      "127.0.0.1",
    );
    expect(clientAddress({ socketAddress: "127.0.0.1", forwardedFor: " , ", trustedProxies: loopback })).toBe(
      "127.0.0.1",
    );
  });

  it("without a socket, lets the right-most entry stand in for the peer", () => {
    expect(
      clientAddress({
        socketAddress: undefined,
        forwardedFor: "10.0.0.1, 203.0.113.7",
        trustedProxies: none,
      }),
    ).toBe("203.0.113.7");
    expect(
      clientAddress({
        socketAddress: undefined,
        forwardedFor: "203.0.113.7, 127.0.0.1",
        trustedProxies: loopback,
      }),
    ).toBe("203.0.113.7");
    expect(
      clientAddress({ socketAddress: undefined, forwardedFor: null, trustedProxies: none }),
    ).toBeUndefined();
    expect(
      clientAddress({ socketAddress: undefined, forwardedFor: "junk", trustedProxies: none }),
    ).toBeUndefined();
  });
});

describe("parseProxyEntry", () => {
  it("takes addresses and ranges of both families", () => {
    expect(parseProxyEntry("127.0.0.1")).toEqual({ address: "127.0.0.1", family: "ipv4", prefix: 32 });
    expect(parseProxyEntry(" 10.0.0.0/8 ")).toEqual({ address: "10.0.0.0", family: "ipv4", prefix: 8 });
    expect(parseProxyEntry("fd00::/8")).toEqual({ address: "fd00::", family: "ipv6", prefix: 8 });
    expect(parseProxyEntry("::ffff:10.0.0.0/104")).toEqual({
      address: "10.0.0.0",
      family: "ipv4",
      prefix: 8,
    });
  });

  it("refuses what is neither", () => {
    for (const bad of [
      "",
      "localhost",
      "10.0.0.0/33",
      "::/129",
      "10.0.0.0/8/8",
      "10.0.0.0/x",
      "300.1.1.1",
      "10.0.0.0/-1",
    ]) {
      expect(parseProxyEntry(bad), bad).toBeNull();
    }
    expect(() => trustedProxies(["10.0.0.0/33"])).toThrow(
      /"10.0.0.0\/33" is not an IP address or CIDR range/,
    );
  });
});

describe("addressKey", () => {
  it("counts IPv4 per address and IPv6 per /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(addressKey("2001:db8:1:2:bbbb::9")).toBe(addressKey("2001:db8:1:2:aaaa::1"));
    expect(addressKey("::1")).toBe("0000:0000:0000:0000::/64");
  });
});
