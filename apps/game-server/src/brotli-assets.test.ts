import http from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { acceptsBrotli, BrotliAssets } from "./brotli-assets";
import { PageProxy } from "./page-proxy";
import { localServers } from "./testing/local-servers";

// The front's Brotli copies of the page servers' built assets, through a PageProxy in front of
// a plain node:http server that answers as Next does: gzip when asked, immutable assets.

const { listen, closeLater, closeAll } = localServers();
afterEach(closeAll);

const SCRIPT = `self.chunk=${JSON.stringify("let x = 1; ".repeat(2000))};`;

/** A page server like Next's: its built assets immutable and gzipped when the browser accepts it. */
async function pageServer() {
  const asked: string[] = [];
  const url = await listen((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    const path = req.url ?? "";
    const headers: http.OutgoingHttpHeaders = { "content-type": "application/javascript; charset=UTF-8" };
    if (path.startsWith("/_next/static/")) headers["cache-control"] = "public, max-age=31536000, immutable";
    if (path.includes("missing")) return void res.writeHead(404, headers).end("not found");
    if (path.endsWith(".png")) headers["content-type"] = "image/png";
    const gzip = /gzip/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = gzip ? gzipSync(SCRIPT) : Buffer.from(SCRIPT);
    if (gzip) headers["content-encoding"] = "gzip";
    headers.etag = '"abc"';
    res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
  });
  return { url, asked };
}

async function frontFor(upstream: string, assets = new BrotliAssets()) {
  const proxy = new PageProxy(upstream, assets);
  closeLater(() => proxy.close());
  const url = await listen((req, res) => proxy.forward(req, res, { for: "203.0.113.9", proto: "http" }));
  return { url, assets };
}

type Answer = {
  status: number;
  encoding: string | undefined;
  text: string;
  headers: http.IncomingHttpHeaders;
};

async function get(url: string, acceptEncoding: string, method = "GET"): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: false });
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, agent, headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          // A HEAD answer names its encoding but has no body to decode.
          const plain =
            raw.length === 0
              ? raw
              : encoding === "br"
                ? brotliDecompressSync(raw)
                : encoding === "gzip"
                  ? gunzipSync(raw)
                  : raw;
          resolve({ status: res.statusCode ?? 0, encoding, text: plain.toString(), headers: res.headers });
        });
      })
      .on("error", reject)
      .end();
  });
}

const BROWSER = "gzip, deflate, br, zstd";

describe("the front's Brotli copies of built assets", () => {
  it("answers the first request with the page server's gzip, and the next from memory in br", async () => {
    const page = await pageServer();
    const front = await frontFor(page.url);
    const path = "/_next/static/chunks/abc123.js";

    const first = await get(`${front.url}${path}`, BROWSER);
    expect(first).toMatchObject({ status: 200, encoding: "gzip", text: SCRIPT });
    await front.assets.settled();

    const second = await get(`${front.url}${path}`, BROWSER);
    expect(second).toMatchObject({ status: 200, encoding: "br", text: SCRIPT });
    expect(second.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(second.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(second.headers.vary).toBe("Accept-Encoding");
    // The etag named the page server's representation; the br one has none rather than a wrong one.
    expect(second.headers.etag).toBeUndefined();
    expect(Number(second.headers["content-length"])).toBeLessThan(gzipSync(SCRIPT).length);
    // The page server was asked once.
    expect(page.asked).toEqual([`GET ${path}`]);

    // A browser without br still gets the page server's answer.
    const older = await get(`${front.url}${path}`, "gzip");
    expect(older).toMatchObject({ status: 200, encoding: "gzip", text: SCRIPT });
    expect(page.asked).toHaveLength(2);
  });

  it("keeps an asset the page server sent plain, too", async () => {
    const page = await pageServer();
    const front = await frontFor(page.url);
    const path = "/_next/static/chunks/plain.js";
    expect(await get(`${front.url}${path}`, "identity")).toMatchObject({ encoding: undefined, text: SCRIPT });
    await front.assets.settled();
    expect(await get(`${front.url}${path}`, "br")).toMatchObject({ encoding: "br", text: SCRIPT });
  });

  it("leaves pages, mutable or binary answers, errors, HEAD and ranges to the page server every time", async () => {
    const page = await pageServer();
    const front = await frontFor(page.url);
    const cases: [string, string, Record<string, string>?][] = [
      ["GET", "/lobby"],
      ["GET", "/icon.svg"],
      ["GET", "/_next/static/media/logo.png"],
      ["GET", "/_next/static/chunks/missing.js"],
      ["HEAD", "/_next/static/chunks/head.js"],
    ];
    for (const [method, path] of cases) {
      await get(`${front.url}${path}`, BROWSER, method);
      await front.assets.settled();
      const again = await get(`${front.url}${path}`, BROWSER, method);
      expect(again.encoding, `${method} ${path}`).not.toBe("br");
    }
    expect(front.assets.size.assets).toBe(0);
    expect(page.asked).toHaveLength(cases.length * 2);
  });

  it("keeps an asset by its path: a query names the same file, and is not compressed again", async () => {
    const page = await pageServer();
    const front = await frontFor(page.url);
    const path = "/_next/static/chunks/query.js";
    await get(`${front.url}${path}?dpl=1`, BROWSER);
    await front.assets.settled();
    for (const query of ["", "?dpl=1", "?x=2"])
      expect((await get(`${front.url}${path}${query}`, BROWSER)).encoding).toBe("br");
    expect(front.assets.size.assets).toBe(1);
    expect(page.asked).toHaveLength(1);
  });

  it("compresses an asset once, however many ask for it before it is ready", async () => {
    const page = await pageServer();
    const front = await frontFor(page.url);
    const path = "/_next/static/chunks/busy.js";
    await Promise.all([1, 2, 3].map(() => get(`${front.url}${path}`, BROWSER)));
    await front.assets.settled();
    expect(front.assets.size.assets).toBe(1);
    expect((await get(`${front.url}${path}`, BROWSER)).encoding).toBe("br");
  });

  it("lets the least recently used assets go when its budget is spent", async () => {
    const page = await pageServer();
    const one = await get(page.url, "identity");
    const compressedSize = (await compressedSizeOf(one.text)) + 1;
    // Room for two assets.
    const front = await frontFor(page.url, new BrotliAssets(compressedSize * 2));
    for (const name of ["a", "b"]) {
      await get(`${front.url}/_next/static/chunks/${name}.js`, BROWSER);
      await front.assets.settled();
    }
    // "a" is used again, so "b" is the one to go when "c" comes.
    expect((await get(`${front.url}/_next/static/chunks/a.js`, BROWSER)).encoding).toBe("br");
    await get(`${front.url}/_next/static/chunks/c.js`, BROWSER);
    await front.assets.settled();
    expect(front.assets.size.assets).toBe(2);
    expect(front.assets.size.bytes).toBeLessThanOrEqual(compressedSize * 2);
    expect((await get(`${front.url}/_next/static/chunks/a.js`, BROWSER)).encoding).toBe("br");
    expect((await get(`${front.url}/_next/static/chunks/b.js`, BROWSER)).encoding).toBe("gzip");
  });
});

describe("acceptsBrotli", () => {
  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
    expect(acceptsBrotli("BR")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

async function compressedSizeOf(text: string): Promise<number> {
  const assets = new BrotliAssets();
  const page = await listen((_req, res) =>
    res
      .writeHead(200, {
        "content-type": "application/javascript",
        "cache-control": "public, max-age=31536000, immutable",
      })
      .end(text),
  );
  const front = await frontFor(page, assets);
  await get(`${front.url}/_next/static/chunks/size.js`, "identity");
  await assets.settled();
  return assets.size.bytes;
}
