import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-ip";

const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });
const fullForm = (address: number[]) => address.map((part) => part.toString(16).padStart(4, "0")).join(":");
/** The shortest form, as a socket reports it ("2001:db8::1"). */
const shortForm = (address: number[]) => new URL(`http://[${fullForm(address)}]/`).hostname.slice(1, -1);

describe("clientNetwork: who a client is for per-IP limits", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    fc.assert(
      fc.property(groups, fc.array(group, { minLength: 4, maxLength: 4 }), (address, otherHost) => {
        fc.pre(!(address.slice(0, 5).every((part) => part === 0) && address[5] === 0xffff));
        const sameNetwork = [...address.slice(0, 4), ...otherHost];
        expect(clientNetwork(shortForm(address))).toBe(clientNetwork(fullForm(address)));
        expect(clientNetwork(shortForm(sameNetwork))).toBe(clientNetwork(fullForm(address)));
      }),
    );
  });

  it("tells different /64 networks apart", () => {
    fc.assert(
      fc.property(groups, groups, (one, other) => {
        fc.pre(one.slice(0, 4).join() !== other.slice(0, 4).join() && one.slice(0, 4).some((part) => part !== 0));
        expect(clientNetwork(shortForm(one))).not.toBe(clientNetwork(shortForm(other)));
      }),
    );
  });
});
