// The address a session and the throttle keep (decision 046): the devices page shows a network, not a host (IPv4 /24,
// IPv6 /48), and the throttle counts an IPv6 client by its /64, so rotating addresses within it buys no new budget.
import { describe, expect, it } from "vitest";
import { throttledAddress, truncatedAddress } from "~/core/http/client-address.server";

describe("a client's address", () => {
  it("is kept cut to its network", () => {
    expect(truncatedAddress("203.0.113.77")).toBe("203.0.113.0");
    expect(truncatedAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::");
    expect(truncatedAddress(null)).toBeNull();
    expect(truncatedAddress("not an address")).toBeNull();
  });

  it("is counted by the throttle as an IPv4 host or an IPv6 /64", () => {
    expect(throttledAddress("203.0.113.77")).toBe("203.0.113.77");
    expect(throttledAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(throttledAddress("2001:db8:85a3:8d3::1")).toBe(throttledAddress("2001:db8:85a3:8d3:ffff::2"));
    expect(throttledAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttledAddress("::1")).toBe("0:0:0:0::/64");
    expect(throttledAddress(null)).toBe("unknown");
  });
});
