import { createServer } from "node:net";

/**
 * A TCP port free on the loopback interface right now, for a server a test or
 * benchmark starts itself (PostgreSQL, nginx, the Node server).
 */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
