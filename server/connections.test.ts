import { describe, expect, it } from "vitest";
import { clientOf } from "./connections";

describe("the client an address stands for", () => {
  it("is an IPv4 address itself, also written as IPv6", () => {
    expect(clientOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64 network, however the address is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:0:0:192.0.2.1",
      "2001:DB8:1:2::9%eth0",
    ]) {
      expect(clientOf(address), address).toBe(network);
    }
    expect(clientOf("2001:db8:1:3::1")).not.toBe(network);
    expect(clientOf("::1")).toBe("0:0:0:0::/64");
    expect(clientOf("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
