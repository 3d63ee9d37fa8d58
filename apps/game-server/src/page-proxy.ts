import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { BrotliAssets } from "./brotli-assets";

/**
 * Sends a page request on to a page server (Next) and streams its answer back. Headers go
 * through as they came, Host included, so the page server builds its links and redirects
 * for the address the browser used; X-Forwarded-* say who asked.
 */
export class PageProxy {
  private readonly target: URL;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** The page server's built assets, Brotli-compressed once and kept (brotli-assets.ts). */
  readonly assets: BrotliAssets;

  constructor(upstream: string, assets = new BrotliAssets()) {
    this.target = new URL(upstream);
    this.assets = assets;
  }

  forward(req: IncomingMessage, res: ServerResponse, client: Forwarded, again = false): void {
    const asset = this.assets.keyFor(req);
    const kept = asset === null ? null : this.assets.answer(asset, req);
    if (kept) {
      res.writeHead(200, kept.headers).end(kept.body);
      return;
    }
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
        if (asset !== null) this.assets.observe(asset, answer);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive socket that the page server closed (its keep-alive timeout) just as this
      // request went out on it: nothing was answered, so a GET or HEAD is sent once more, on
      // a new socket. Before, the browser got a 502 for a script and the page never came to
      // life (seen in the browser tests on a loaded machine).
      if (
        !again &&
        upstream.reusedSocket &&
        error.code === "ECONNRESET" &&
        !res.headersSent &&
        bodiless(req)
      ) {
        this.forward(req, res, client, true);
        return;
      }
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
    // A GET or HEAD has no body to send (and, sent again, its request stream is spent).
    if (bodiless(req)) upstream.end();
    else req.pipe(upstream);
  }

  /** A protocol upgrade (next dev's hot-reload websocket): the two sockets are joined. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, client: Forwarded): void {
    const upstream = net.connect(Number(this.target.port || 80), this.target.hostname, () => {
      // The upgrade itself is what this connection is for: its Connection and Upgrade go on.
      const headers = forwardedHeaders(req, client, { upgrade: true });
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

/**
 * Headers that describe one connection, not the request (RFC 9110 §7.6.1), and any the
 * Connection header names: a proxy drops them. Passed on, a browser's "Connection: close"
 * made the page server close the kept-alive socket that the proxy's agent then reused for
 * someone else's request, which the page server refused with a 400.
 */
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
];

function forwardedHeaders(
  req: IncomingMessage,
  client: Forwarded,
  options: { upgrade?: boolean } = {},
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  if (!options.upgrade) {
    const named = String(req.headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    for (const name of [...HOP_BY_HOP, ...named]) delete headers[name];
  }
  headers["x-forwarded-for"] = client.for;
  headers["x-forwarded-host"] = req.headers.host;
  headers["x-forwarded-proto"] = client.proto;
  return headers;
}

/** GET and HEAD: no body, and safe to send again (RFC 9110's idempotent methods we serve). */
const bodiless = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";
