// A load generator that speaks tRPC's HTTP and SSE wire formats over node:http directly,
// as a player's tRPC client does (the same URLs, bodies, cookie and Origin), without the
// layers a browser-like client brings along (fetch, web streams, an EventSource polyfill).
// The bench runs clients, server and PostgreSQL on one machine's cores: with the full tRPC
// client the load generator took more CPU per action than the database did, and a rate
// measured that way says as much about the client library as about the server. The baseline's
// own load generator (node-postgres) is this lean, so the sustained rate is measured both ways.
import http from "node:http";
import type { Player } from "../src/testing/clients";
import { TEST_WEB_URL } from "../src/testing/test-server";

export type LeanClient = {
  /** One mutation, as tRPC's httpLink sends it; resolves with `result.data`, rejects on an error. */
  mutate(path: string, input: unknown): Promise<unknown>;
  /** A subscription over SSE; onData gets each event's data as the server sent it (parsed once). */
  subscribe(path: string, input: unknown, onData: (data: unknown) => void): { unsubscribe(): void };
};

/** Moves sent again because the server closed their kept-alive connection as they went out. */
export let resentAfterReset = 0;

export function leanClient(baseUrl: string, player: Player): LeanClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const headers = { cookie: player.cookie, origin: TEST_WEB_URL };
  return {
    mutate(path, input) {
      const body = JSON.stringify({ 0: input });
      const send = (): Promise<unknown> =>
        new Promise((resolve, reject) => {
          const request = http.request(
            {
              agent,
              hostname,
              port,
              method: "POST",
              path: `/api/trpc/${path}?batch=1`,
              headers: {
                ...headers,
                "content-type": "application/json",
                "content-length": Buffer.byteLength(body),
              },
            },
            (response) => {
              let text = "";
              response.setEncoding("utf8");
              response.on("data", (chunk: string) => {
                text += chunk;
              });
              response.on("end", () => {
                const [parsed] = JSON.parse(text) as {
                  result?: { data: unknown };
                  error?: { message: string };
                }[];
                if (response.statusCode !== 200 || !parsed?.result)
                  reject(new Error(`${path}: ${response.statusCode} ${parsed?.error?.message ?? text}`));
                else resolve(parsed.result.data);
              });
            },
          );
          request.on("error", (error: NodeJS.ErrnoException) => {
            // A kept-alive connection that the server closed (its idle timeout) just as this
            // request went out on it. Browsers resend then, and so does this client: the same
            // client action id makes the move apply at most once. Other errors fail the bench.
            if (request.reusedSocket && error.code === "ECONNRESET") {
              resentAfterReset++;
              resolve(send());
            } else reject(error);
          });
          request.end(body);
        });
      return send();
    },
    subscribe(path, input, onData) {
      const request = http.get(
        {
          agent: false,
          hostname,
          port,
          path: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers: { ...headers, accept: "text/event-stream" },
        },
        (response) => {
          let buffered = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            buffered += chunk;
            for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
              const event = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              // Only unnamed events carry data; tRPC's "connected" and "ping" are its own.
              if (/^event:/m.test(event)) continue;
              const data = event
                .split("\n")
                .filter((line) => line.startsWith("data:"))
                .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5))
                .join("\n");
              if (data) onData(JSON.parse(data));
            }
          });
        },
      );
      request.on("error", () => undefined);
      return { unsubscribe: () => request.destroy() };
    },
  };
}
