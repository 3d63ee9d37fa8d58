import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Plain node:http servers on loopback for one test file, and whatever else it opens: `listen`
 * starts one and returns its URL, `closeLater` adds something to close, `closeAll` (for
 * afterEach) closes everything opened since the last call.
 */
export function localServers() {
  const closers: (() => Promise<void>)[] = [];
  return {
    async listen(handler: http.RequestListener): Promise<string> {
      const server = http.createServer(handler);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      closers.push(
        () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      );
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    closeLater(close: () => Promise<void> | void): void {
      closers.push(async () => close());
    },
    /** Closes the most recent one now (a server that should be gone). */
    async closeLast(): Promise<void> {
      await closers.pop()?.();
    },
    async closeAll(): Promise<void> {
      for (const close of closers.splice(0)) await close();
    },
  };
}
