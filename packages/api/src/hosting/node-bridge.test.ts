import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../security/body-limit";
import { COMPRESS_FROM_BYTES, sendFetchResponse, toFetchRequest } from "./node-bridge";

// The bridge over a real socket: what a Node request becomes, and how a Response goes back.

let server: http.Server;
let port: number;
let bodies: number[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void (async () => {
      const request = await toFetchRequest(req, res, "http://localhost:3000");
      if (request instanceof Response) return sendFetchResponse(res, request);
      const text = request.method === "POST" ? await request.text() : "";
      bodies.push(text.length);
      const size = Number(new URL(request.url).searchParams.get("size") ?? 10);
      const json = JSON.stringify({ data: "x".repeat(size) });
      await sendFetchResponse(
        res,
        new Response(json, { headers: { "content-type": "application/json" } }),
        req.headers["accept-encoding"],
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function request(options: http.RequestOptions, body?: Buffer | string) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
    socketClosed: boolean;
  }>((resolve, reject) => {
    const req = http.request({ hostname: "127.0.0.1", port, agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          socketClosed: res.headers.connection === "close",
        }),
      );
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe("the node:http bridge", () => {
  it("gzips a JSON reply of a kilobyte or more for a client that accepts it, and only then", async () => {
    const big = await request({
      path: `/?size=${COMPRESS_FROM_BYTES * 4}`,
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(big.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(gunzipSync(big.body).toString()).data).toHaveLength(COMPRESS_FROM_BYTES * 4);

    const small = await request({ path: "/?size=10", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data).toHaveLength(10);

    for (const refused of [undefined, "br", "gzip;q=0", "identity"]) {
      const plain = await request({
        path: `/?size=${COMPRESS_FROM_BYTES * 4}`,
        headers: refused ? { "accept-encoding": refused } : {},
      });
      expect(plain.headers["content-encoding"], String(refused)).toBeUndefined();
    }
  });

  it("refuses a body over the limit, declared or chunked, and closes the connection", async () => {
    bodies = [];
    const declared = await request(
      { method: "POST", path: "/", headers: { "content-length": String(MAX_BODY_BYTES + 1) } },
      "",
    ).catch((error: Error) => ({ status: -1, error }));
    if ("error" in declared) throw declared.error;
    expect(declared.status).toBe(413);
    expect(declared.socketClosed).toBe(true);

    const chunked = await request(
      { method: "POST", path: "/", headers: { "transfer-encoding": "chunked" } },
      Buffer.alloc(MAX_BODY_BYTES + 10, 97),
    );
    expect(chunked.status).toBe(413);
    expect(chunked.socketClosed).toBe(true);
    expect(JSON.parse(chunked.body.toString()).error.message).toMatch(/too large/);
    expect(bodies).toEqual([]);

    const fine = await request({ method: "POST", path: "/" }, "hello");
    expect(fine.status).toBe(200);
    expect(bodies).toEqual([5]);
  });
});
