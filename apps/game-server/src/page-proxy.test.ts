import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { PageProxy } from "./page-proxy";
import { localServers } from "./testing/local-servers";

// The proxy in front of the page servers, against plain node:http servers standing in for
// Next: what matters here is how sockets are kept and reused, not what a page holds.

const { listen, closeLater, closeLast, closeAll } = localServers();
afterEach(closeAll);

async function get(url: string, method = "GET"): Promise<{ status: number; body: string }> {
  const agent = new http.Agent({ keepAlive: false });
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject)
      .end();
  });
}

/** A page server that closes a kept-alive socket when a second request arrives on it, unanswered. */
async function pageServerThatDropsReusedSockets() {
  const served = new WeakSet<object>();
  let dropped = 0;
  const url = await listen((req, res) => {
    if (served.has(req.socket)) {
      dropped++;
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    res.writeHead(200, { "content-type": "text/plain", connection: "keep-alive" }).end(`page ${req.url}`);
  });
  return { url, dropped: () => dropped };
}

async function frontFor(upstream: string) {
  const proxy = new PageProxy(upstream);
  closeLater(() => proxy.close());
  return listen((req, res) => proxy.forward(req, res, { for: "203.0.113.9", proto: "http" }));
}

describe("the page proxy", () => {
  it("sends a GET again on a new socket when the page server closed the kept-alive one it went out on", async () => {
    const page = await pageServerThatDropsReusedSockets();
    const front = await frontFor(page.url);
    expect(await get(`${front}/one.js`)).toEqual({ status: 200, body: "page /one.js" });
    // The proxy reuses its kept-alive socket; the page server drops it unanswered.
    expect(await get(`${front}/two.js`)).toEqual({ status: 200, body: "page /two.js" });
    expect(page.dropped()).toBe(1);
  });

  it("does not send a POST twice: the browser is told the page server did not answer", async () => {
    const page = await pageServerThatDropsReusedSockets();
    const front = await frontFor(page.url);
    expect((await get(`${front}/first`)).status).toBe(200);
    const posted = await get(`${front}/form`, "POST");
    expect(posted.status).toBe(502);
    expect(posted.body).toBe("The page server is not answering. Please try again in a moment.");
    expect(page.dropped()).toBe(1);
  });

  it("keeps a client's Connection header to the client's own connection", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const page = await listen((req, res) => {
      seen.push(req.headers);
      res.end("ok");
    });
    const front = await frontFor(page);
    // This client's requests say "Connection: close"; the proxy's socket to the page server
    // stays open and serves the next request, whoever sends it.
    for (const path of ["/a", "/b", "/c"])
      expect(await get(`${front}${path}`)).toEqual({ status: 200, body: "ok" });
    expect(seen.map((h) => h.connection)).toEqual(["keep-alive", "keep-alive", "keep-alive"]);
    expect(seen.every((h) => h["x-forwarded-for"] === "203.0.113.9")).toBe(true);
  });

  it("answers 502 with a sentence when no page server listens", async () => {
    const gone = await listen(() => {});
    await closeLast();
    const front = await frontFor(gone);
    expect(await get(`${front}/`)).toEqual({
      status: 502,
      body: "The page server is not answering. Please try again in a moment.",
    });
  });
});
