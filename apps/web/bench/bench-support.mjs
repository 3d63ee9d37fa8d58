// Small pieces both parts of the web bench use (web-bench.mjs, lighthouse.mjs).
import { createServer } from "node:net";

/** A port nothing listens on now: the bench must never sign its players up on someone else's server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
