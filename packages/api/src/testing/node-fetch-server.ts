import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FetchHandler = (request: Request) => Promise<Response>;

/** Reads a Node request into a fetch Request whose signal aborts when the client goes away. */
async function toRequest(req: IncomingMessage, res: ServerResponse, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  let body: string | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks).toString("utf8");
  }
  const abort = new AbortController();
  // A live stream ends when its client disconnects, as it does behind Next; as there, a
  // response that was sent in full is not an abort.
  res.once("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  return new Request(new URL(req.url ?? "/", origin), { method, headers, body, signal: abort.signal });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on("close", () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

/** A node:http server that routes each path prefix to a fetch-style handler. */
export async function serveFetch(
  routes: readonly (readonly [prefix: string, handler: FetchHandler])[],
  port = 0,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        const route = routes.find(([prefix]) => path.startsWith(prefix));
        if (!route) {
          res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
          return;
        }
        const request = await toRequest(req, res, `http://${req.headers.host ?? "localhost"}`);
        await send(res, await route[1](request));
      } catch (error) {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end(error instanceof Error ? error.message : "Server error");
      }
    })();
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
