// The test server as its own process (multi-instance and crash tests): the same wiring as the
// apps — env from readApiEnv, the process's server deps, startRealtime — on node:http.
import { handleAuthRequest, handleTrpcRequest } from "../http";
import { startRealtime, stopRealtime } from "../realtime/registry";
import { readTestServerPort } from "./env";
import { serveFetch } from "./node-fetch-server";

const port = readTestServerPort();
await startRealtime();
const served = await serveFetch(
  [
    ["/api/trpc", (request) => handleTrpcRequest(request)],
    ["/api/auth", (request) => handleAuthRequest(request)],
  ],
  port,
);
// As `next start` does: live streams end (retryably), then the server closes and exits.
process.once("SIGTERM", () => {
  void (async () => {
    await stopRealtime();
    await served.close();
    process.exit(0);
  })();
});
// The parent waits for this line.
process.stdout.write(`listening ${served.port}\n`);
