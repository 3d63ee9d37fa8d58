import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";

/**
 * Sends a page request on to a page server (Next) and streams its answer back. Headers go
 * through as they came, Host included, so the page server builds its links and redirects
 * for the address the browser used; X-Forwarded-* say who asked.
 */
export class PageProxy {
  private readonly target: URL;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(upstream: string) {
    this.target = new URL(upstream);
  }

  forward(req: IncomingMessage, res: ServerResponse, client: Forwarded): void {
    const upstream = http.request(
      {
        agent: this.agent,
        hostname: this.target.hostname,
        port: this.target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req, client),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res
        .writeHead(502, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
        .end("The page server is not answering. Please try again in a moment.");
    });
    // A browser that goes away takes its request with it.
    res.once("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  /** A protocol upgrade (next dev's hot-reload websocket): the two sockets are joined. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, client: Forwarded): void {
    const upstream = net.connect(Number(this.target.port || 80), this.target.hostname, () => {
      const headers = forwardedHeaders(req, client);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const v of Array.isArray(value) ? value : [value])
          if (v !== undefined) lines.push(`${name}: ${v}`);
      }
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on("error", close);
    socket.on("error", close);
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Who asked, as the front worked it out (never as the client claims). */
export type Forwarded = { readonly for: string; readonly proto: "http" | "https" };

function forwardedHeaders(req: IncomingMessage, client: Forwarded): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  headers["x-forwarded-for"] = client.for;
  headers["x-forwarded-host"] = req.headers.host;
  headers["x-forwarded-proto"] = client.proto;
  return headers;
}
