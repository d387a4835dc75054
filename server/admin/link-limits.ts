/**
 * How often sign-in links may be asked for and mailed, so that a stranger can
 * neither flood a user's mailbox nor lock the user out of signing in by
 * e-mail:
 *
 * - one client (an IPv4 address, or an IPv6 /64 network: `clientOf`) may ask
 *   LINKS_PER_CLIENT times an hour, and LINKS_PER_ADDRESS_AND_CLIENT times
 *   for one e-mail address; a stranger's asking never counts against anyone
 *   else's, the owner's included;
 * - at most LINK_MAILS_PER_USER links are mailed to one user an hour,
 *   whoever asks, unless the asking client is one the user has signed in
 *   from before (server/admin/auth.ts: `signedInBefore`). Past that, the
 *   answer is the same and nothing is mailed.
 *
 * In memory, per process, like the other rate limits (decision 0028).
 */
import { clientOf } from "../connections";
import { createCounter } from "../counter";

export const LINK_WINDOW_MS = 60 * 60_000;
export const LINKS_PER_CLIENT = 5;
export const LINKS_PER_ADDRESS_AND_CLIENT = 3;
export const LINK_MAILS_PER_USER = 10;

export function createLinkLimits({ now = Date.now }: { now?: () => number } = {}) {
  const byClient = createCounter({ windowMs: LINK_WINDOW_MS, now });
  const byAddressAndClient = createCounter({ windowMs: LINK_WINDOW_MS, now });
  const mailsByUser = createCounter({ windowMs: LINK_WINDOW_MS, now });

  return {
    /** Whether `ip` may ask for a link to `address` now; the request is counted when it may. */
    ask(address: string, ip: string): boolean {
      const client = clientOf(ip);
      const pair = `${client} ${address.trim().toLowerCase()}`;
      if (byClient.count(client) >= LINKS_PER_CLIENT || byAddressAndClient.count(pair) >= LINKS_PER_ADDRESS_AND_CLIENT) return false;
      byClient.add(client);
      byAddressAndClient.add(pair);
      return true;
    },

    /** Whether another link may be mailed to the user this hour, to a client the user has not signed in from. */
    mayMail: (userId: string) => mailsByUser.count(userId) < LINK_MAILS_PER_USER,

    /** A link is being mailed to the user. */
    mailed(userId: string) {
      mailsByUser.add(userId);
    },

    stop() {
      byClient.stop();
      byAddressAndClient.stop();
      mailsByUser.stop();
    },
  };
}

export type LinkLimits = ReturnType<typeof createLinkLimits>;
