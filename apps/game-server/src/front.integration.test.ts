import http, { type IncomingMessage } from "node:http";
import net, { type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { ApiServer, trustedProxies } from "@wordhall/api";
import { apiClient, signUp, TEST_WEB_URL, testApiEnv } from "@wordhall/api/testing";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Front } from "./front";

// The front over real HTTP: the API answered in this process, pages sent on to the page
// server behind each site (a plain node:http stand-in here; the browser tests run the real
// Next servers behind it), chosen by the Host the browser used.

const ADMIN_URL = "http://admin.localhost:3001";

type Seen = {
  path: string;
  host: string | undefined;
  forwardedFor: string | undefined;
  proto: string | undefined;
};

/** A page server that says which request it got, and streams /slow in two parts. */
async function pageServer(name: string) {
  const seen: Seen[] = [];
  let release: () => void = () => {};
  const server = http.createServer((req: IncomingMessage, res) => {
    seen.push({
      path: req.url ?? "",
      host: req.headers.host,
      forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
      proto: req.headers["x-forwarded-proto"] as string | undefined,
    });
    if (req.url === "/slow") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("first part;");
      release = () => res.end("second part");
      return;
    }
    res.writeHead(200, { "content-type": "text/html", "set-cookie": [`${name}=1`, "other=2"] });
    res.end(`<p>${name} page ${req.url}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, url, release: () => release(), close: () => new Promise((r) => server.close(r)) };
}

let database: TestDatabase;
let api: ApiServer;
let front: Front;
let web: Awaited<ReturnType<typeof pageServer>>;
let admin: Awaited<ReturnType<typeof pageServer>>;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  api = new ApiServer({ env: testApiEnv(database.url, { ADMIN_URL }), poolSize: 3 });
  await api.start();
  [web, admin] = await Promise.all([pageServer("web"), pageServer("admin")]);
  front = new Front({
    api,
    host: "127.0.0.1",
    proxies: trustedProxies([]),
    sites: [
      { name: "web", url: TEST_WEB_URL, upstream: web.url },
      { name: "admin", url: ADMIN_URL, upstream: admin.url },
    ],
    listeners: [{ port: 0, site: "web" }],
  });
  const [port] = await front.listen();
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await front?.close(1_000);
  await api?.stop();
  await Promise.all([web?.close(), admin?.close()]);
  await database?.drop();
});

/** A request with a Host of our choosing (fetch will not send a made-up Host). */
function get(path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      http
        .get({ hostname, port, path, headers }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        })
        .on("error", reject);
    },
  );
}

describe("the front", () => {
  it("answers /api itself and never asks the page server", async () => {
    const before = web.seen.length + admin.seen.length;
    const ready = await get("/api/ready");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready" });
    expect((await get("/api/trpc/me.get")).body).toBe('{"result":{"data":null}}');
    expect(web.seen.length + admin.seen.length).toBe(before);
  });

  it("serves accounts and procedures on the site's origin, with the session cookie", async () => {
    const player = await signUp(base, "Front");
    const me = await apiClient(base, player).me.get.query();
    expect(me?.id).toBe(player.userId);
  });

  it("sends pages to the site the Host names, keeping the Host and every cookie", async () => {
    const page = await get("/lobby?x=1", { host: "localhost:3000" });
    expect(page.body).toBe("<p>web page /lobby?x=1</p>");
    expect(page.headers["set-cookie"]).toEqual(["web=1", "other=2"]);
    expect(web.seen.at(-1)?.host).toBe("localhost:3000");

    const dashboard = await get("/users", { host: "admin.localhost:3001" });
    expect(dashboard.body).toBe("<p>admin page /users</p>");
    // A Host that names no site gets the listener's own site.
    expect((await get("/", { host: "elsewhere.example" })).body).toBe("<p>web page /</p>");
  });

  it("says who asked from the socket, never from what the client claims", async () => {
    await get("/who", { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" });
    const last = web.seen.at(-1);
    expect(last?.forwardedFor).toBe("127.0.0.1");
    expect(last?.proto).toBe("http");
  });

  it("streams a page as the page server writes it, without waiting for the end", async () => {
    const { hostname, port } = new URL(base);
    const first = await new Promise<string>((resolve, reject) => {
      http
        .get({ hostname, port, path: "/slow" }, (res) => {
          res.setEncoding("utf8");
          res.once("data", (chunk: string) => {
            resolve(chunk);
            web.release();
          });
        })
        .on("error", reject);
    });
    expect(first).toBe("first part;");
  });

  it("keeps an idle connection open past Node's default keep-alive limit", async () => {
    // Node closes an idle socket after its keepAliveTimeout (5 s by default) plus one second.
    // A client that sent on it then would get ECONNRESET; here the second request, sent on the
    // same socket after 6.5 s of quiet, must be answered.
    const { hostname, port } = new URL(base);
    const socket = net.connect(Number(port), hostname);
    socket.setEncoding("utf8");
    let received = "";
    let closed = false;
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("close", () => {
      closed = true;
    });
    const request = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n";
    const answers = () => received.split("HTTP/1.1 200").length - 1;
    try {
      socket.write(request);
      await expect.poll(answers).toBe(1);
      await sleep(6_500);
      expect(closed).toBe(false);
      socket.write(request);
      await expect.poll(answers).toBe(2);
    } finally {
      socket.destroy();
    }
  }, 15_000);

  it("answers a sentence with 502 when a site's page server is down", async () => {
    const lonely = new Front({
      api,
      host: "127.0.0.1",
      proxies: trustedProxies([]),
      sites: [{ name: "web", url: TEST_WEB_URL, upstream: "http://127.0.0.1:1" }],
      listeners: [{ port: 0, site: "web" }],
    });
    const [port] = await lonely.listen();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/lobby`);
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/page server is not answering/);
      // The API still answers on that front.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await lonely.close(1_000);
    }
  });
});
