import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiServer } from "../hosting/api-server";

/**
 * A bare node:http server in front of an ApiServer: what the tests and the bench's
 * comparison serve the API with. The game server (apps/game-server) adds its front (pages,
 * graceful shutdown) around the same ApiServer.
 */
export async function serveApi(
  api: ApiServer,
  port = 0,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (!api.serves(path)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    void api.handle(req, res, `http://${req.headers.host ?? "localhost"}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    server,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
