// The test server as its own process (multi-instance and crash tests): the same wiring as the
// apps — env from readApiEnv, the process's server deps, startRealtime — on node:http.
import { handleAuthRequest, handleTrpcRequest } from "../http";
import { startRealtime } from "../realtime/registry";
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
// The parent waits for this line.
process.stdout.write(`listening ${served.port}\n`);
