// A load generator that speaks tRPC's HTTP and SSE wire formats over node:http directly,
// as a player's browser does (the same URLs and bodies, and the headers Chromium sends with
// them: cookie, Origin, Accept-Encoding, user agent, fetch metadata), without the layers a
// browser-like client brings along in Node (fetch, web streams, an EventSource polyfill).
// The bench runs clients, server and PostgreSQL on one machine's cores: with the full tRPC
// client the load generator took more CPU per action than the database did, and a rate
// measured that way says as much about the client library as about the server. The baseline's
// own load generator (node-postgres) is this lean, so the sustained rate is measured both ways.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { type Player, TEST_WEB_URL } from "@wordhall/api/testing";

export type LeanClient = {
  /** One mutation, as tRPC's httpLink sends it; resolves with `result.data`, rejects on an error. */
  mutate(path: string, input: unknown): Promise<unknown>;
  /** One query, as tRPC's httpLink sends it (GET); resolves with `result.data`. */
  query(path: string, input?: unknown): Promise<unknown>;
  /** A subscription over SSE; onData gets each event's data as the server sent it (parsed once). */
  subscribe(path: string, input: unknown, onData: (data: unknown) => void): { unsubscribe(): void };
};

/** Moves sent again because the server closed their kept-alive connection as they went out. */
export let resentAfterReset = 0;

export function leanClient(baseUrl: string, player: Player): LeanClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const headers = browserHeaders(player.cookie);
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
            (response) => readReply(path, response, true).then(resolve, reject),
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
    query(path, input) {
      const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return new Promise((resolve, reject) => {
        http
          .get({ agent, hostname, port, path: `/api/trpc/${path}${query}`, headers }, (response) =>
            readReply(path, response, false).then(resolve, reject),
          )
          .on("error", reject);
      });
    },
    subscribe(path, input, onData) {
      const request = http.get(
        {
          agent: false,
          hostname,
          port,
          path: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers: { ...headers, accept: "text/event-stream", "cache-control": "no-cache" },
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

/** What Chromium sends with a same-origin fetch from the players' site, with the session cookie. */
export function browserHeaders(cookie: string): Record<string, string> {
  return {
    cookie,
    origin: TEST_WEB_URL,
    referer: `${TEST_WEB_URL}/rooms/bench`,
    accept: "*/*",
    "accept-encoding": "gzip, deflate, br, zstd",
    "accept-language": "en-GB,en;q=0.9",
    "user-agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-origin",
  };
}

/** A tRPC reply's `result.data` (batched or not), gunzipped when the server compressed it. */
function readReply(path: string, response: http.IncomingMessage, batched: boolean): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("error", reject);
    response.on("end", () => {
      const raw = Buffer.concat(chunks);
      const text = (response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
      const body = JSON.parse(text) as unknown;
      const parsed = (batched ? (body as unknown[])[0] : body) as
        | { result?: { data: unknown }; error?: { message: string } }
        | undefined;
      if (response.statusCode !== 200 || !parsed?.result)
        reject(new Error(`${path}: ${response.statusCode} ${parsed?.error?.message ?? text}`));
      else resolve(parsed.result.data);
    });
  });
}
