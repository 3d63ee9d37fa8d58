import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { type ApiServer, clientAddress, type TrustedProxies } from "@wordhall/api";
import { type Forwarded, PageProxy } from "./page-proxy";

/** How long an idle kept-alive connection stays open: longer than common proxies' 60 s. */
const KEEP_ALIVE_MS = 65_000;

/** One site the browser sees: its address, and the page server behind it. */
export type Site = { readonly name: "web" | "admin"; readonly url: string; readonly upstream?: string };

export type FrontOptions = {
  readonly api: ApiServer;
  readonly sites: readonly Site[];
  /** Each listener, and the site it serves when the request's Host names none of them. */
  readonly listeners: readonly { readonly port: number; readonly site: Site["name"] }[];
  readonly host: string;
  /** The reverse proxies in front of this server, whose X-Forwarded-* are believed. */
  readonly proxies: TrustedProxies;
};

/**
 * The one origin of each site: /api/* (tRPC, live streams, accounts, health, metrics) is
 * answered here, in this process; every other path is a page, sent to that site's page
 * server. So the browser talks to one address, cookies stay first-party, live streams are
 * written straight to the browser's socket, and the API path a player uses is the one the
 * bench measures.
 */
export class Front {
  private readonly servers: Server[] = [];
  private readonly proxies = new Map<Site["name"], PageProxy>();
  private readonly byHost = new Map<string, Site>();

  constructor(private readonly options: FrontOptions) {
    for (const site of options.sites) {
      this.byHost.set(new URL(site.url).host, site);
      if (site.upstream) this.proxies.set(site.name, new PageProxy(site.upstream));
    }
  }

  /** Listens on every port; resolves with the ports bound (0 asks for a free one). */
  async listen(): Promise<number[]> {
    const ports: number[] = [];
    for (const listener of this.options.listeners) {
      const fallback = this.site(listener.site);
      const server = http.createServer((req, res) => this.request(req, res, fallback));
      server.on("upgrade", (req, socket, head) => this.upgrade(req, socket, head, fallback));
      // Live streams stay open for hours; only the request line and headers are timed.
      server.requestTimeout = 0;
      server.headersTimeout = 30_000;
      // An idle kept-alive socket is closed by the side whose limit is shorter. Were it ours
      // (Node's 5 s), a client or proxy could send on it just as we close it and get a reset
      // (a browser test's request did, once). Load balancers keep idle sockets up to 60 s, so
      // ours outlasts theirs and they close first.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(listener.port, this.options.host, () => resolve());
      });
      this.servers.push(server);
      ports.push((server.address() as AddressInfo).port);
    }
    return ports;
  }

  /**
   * Stops taking connections and closes idle kept-alive ones; resolves once every response
   * in flight has finished, or after `graceMs`, when what is left is cut.
   */
  async close(graceMs: number): Promise<void> {
    const closed = this.servers.map(
      (server) => new Promise<void>((resolve) => server.close(() => resolve())),
    );
    const timer = setTimeout(() => {
      for (const server of this.servers) server.closeAllConnections();
    }, graceMs);
    await Promise.all(closed);
    clearTimeout(timer);
    for (const proxy of this.proxies.values()) proxy.close();
  }

  private site(name: Site["name"]): Site {
    const site = this.options.sites.find((s) => s.name === name);
    if (!site) throw new Error(`No site named ${name}.`);
    return site;
  }

  private siteFor(req: IncomingMessage, fallback: Site): Site {
    return (req.headers.host && this.byHost.get(req.headers.host)) || fallback;
  }

  private request(req: IncomingMessage, res: ServerResponse, fallback: Site): void {
    const site = this.siteFor(req, fallback);
    const path = pathOf(req.url);
    if (this.options.api.serves(path)) {
      void this.options.api.handle(req, res, new URL(site.url).origin);
      return;
    }
    const proxy = this.proxies.get(site.name);
    if (!proxy) {
      res
        .writeHead(502, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
        .end("This server has no page server for that site.");
      return;
    }
    proxy.forward(req, res, this.forwardedFrom(req));
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, fallback: Site): void {
    const proxy = this.proxies.get(this.siteFor(req, fallback).name);
    if (!proxy || this.options.api.serves(pathOf(req.url))) {
      socket.destroy();
      return;
    }
    proxy.upgrade(req, socket, head, this.forwardedFrom(req));
  }

  /**
   * Who asked, for the page server: the client as per-address limits see it (the socket,
   * or through our own proxies' X-Forwarded-For), and https only when a proxy of ours says
   * so; a client's own X-Forwarded-* headers are never believed.
   */
  private forwardedFrom(req: IncomingMessage): Forwarded {
    const socketAddress = req.socket.remoteAddress;
    const forwardedFor = req.headers["x-forwarded-for"];
    const client = clientAddress({
      socketAddress,
      forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
      trustedProxies: this.options.proxies,
    });
    const fromProxy = socketAddress !== undefined && this.options.proxies.has(socketAddress);
    const proto = fromProxy && String(req.headers["x-forwarded-proto"]).trim() === "https" ? "https" : "http";
    return { for: client ?? "", proto };
  }
}

function pathOf(url: string | undefined): string {
  const raw = url ?? "/";
  const query = raw.indexOf("?");
  return query === -1 ? raw : raw.slice(0, query);
}
