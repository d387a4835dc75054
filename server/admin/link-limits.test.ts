import { afterEach, describe, expect, it } from "vitest";
import { LINK_MAILS_PER_USER, LINK_WINDOW_MS, LINKS_PER_ADDRESS_AND_CLIENT, LINKS_PER_CLIENT, createLinkLimits } from "./link-limits";

let time = 0;
const limits = createLinkLimits({ now: () => time });
afterEach(() => limits.stop());

const asks = (address: string, ip: string, times: number) => Array.from({ length: times }, () => limits.ask(address, ip));

describe("how often sign-in links may be asked for", () => {
  it("counts one client's requests for one address, never another client's", () => {
    time = 0;
    expect(asks("owner@example.bg", "203.0.113.7", LINKS_PER_ADDRESS_AND_CLIENT + 1)).toEqual([
      ...Array<boolean>(LINKS_PER_ADDRESS_AND_CLIENT).fill(true),
      false,
    ]);
    expect(limits.ask("Owner@Example.bg", "203.0.113.7")).toBe(false);
    expect(limits.ask("owner@example.bg", "198.51.100.20")).toBe(true);
    // An hour on, the stranger may ask again.
    time += LINK_WINDOW_MS + 1;
    expect(limits.ask("owner@example.bg", "203.0.113.7")).toBe(true);
  });

  it("caps one client's requests for any addresses, an IPv6 /64 being one client", () => {
    time = 10 * LINK_WINDOW_MS;
    const answers = Array.from({ length: LINKS_PER_CLIENT + 1 }, (_, index) =>
      limits.ask(`p${index}@example.bg`, `2001:db8::${index + 1}`),
    );
    expect(answers.filter(Boolean)).toHaveLength(LINKS_PER_CLIENT);
    expect(answers.at(-1)).toBe(false);
  });

  it("caps the links mailed to one user an hour", () => {
    time = 20 * LINK_WINDOW_MS;
    for (let mail = 0; mail < LINK_MAILS_PER_USER; mail += 1) {
      expect(limits.mayMail("user-1")).toBe(true);
      limits.mailed("user-1");
    }
    expect(limits.mayMail("user-1")).toBe(false);
    expect(limits.mayMail("user-2")).toBe(true);
    time += LINK_WINDOW_MS + 1;
    expect(limits.mayMail("user-1")).toBe(true);
  });
});
