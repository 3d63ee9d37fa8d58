import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";
import { MAX_BODY_BYTES } from "../security/body-limit";
import { jsonDepth, MAX_JSON_DEPTH, tooDeep } from "../security/request-shape";
import { trpcErrorResponse } from "../security/trpc-error-response";

/**
 * node:http ↔ fetch. The API's handlers are fetch-style (Request → Response), so the same
 * code serves the game server and the tests; this is the one place a Node request becomes a
 * Request and a Response is written back.
 *
 * The body is read here, up to MAX_BODY_BYTES: a declared length above it is refused before
 * a byte is read, and a chunked body is cut off once it passes it. Either way the refusal
 * closes the connection, since the rest of the body would otherwise still be on the socket.
 * A JSON body nested deeper than any input is refused here too, before anything parses it.
 */
export async function toFetchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<Request | Response> {
  const method = req.method ?? "GET";
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const read = await readBody(req);
    if (read === null) return refuseTooLarge(res);
    if (isJson(req) && jsonDepth(read) > MAX_JSON_DEPTH) return tooDeep();
    body = read;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const abort = new AbortController();
  // A live stream ends when its client disconnects; a response sent in full is no abort.
  res.once("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: body as Uint8Array<ArrayBuffer> | undefined,
    signal: abort.signal,
  });
}

function isJson(req: IncomingMessage): boolean {
  return (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
}

/** The whole body, or null when it is over the limit. */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}

function refuseTooLarge(res: ServerResponse): Response {
  // Node closes the connection after this response instead of reading on.
  res.shouldKeepAlive = false;
  const response = trpcErrorResponse(
    413,
    "PAYLOAD_TOO_LARGE",
    `The request is too large (at most ${MAX_BODY_BYTES} bytes).`,
  );
  response.headers.set("connection", "close");
  return response;
}

const gzipAsync = promisify(gzip);

/** Replies at least this large are compressed for a browser that accepts gzip; smaller ones gain nothing. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a fetch Response to a Node response, streaming its body (live streams never end).
 * A JSON reply of a kilobyte or more (a game record, a pack, a list) is gzipped when the
 * client accepts it, as every browser does: on a phone's connection the bytes cost more than
 * the server's few tens of microseconds. Live streams are never compressed: each event must
 * reach the browser when it is written, and they are small patches already.
 */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  acceptEncoding?: string | undefined,
): Promise<void> {
  if (acceptEncoding && response.body && wantsGzip(acceptEncoding) && isCompressible(response)) {
    const bytes = Buffer.from(await response.arrayBuffer());
    const compress = bytes.byteLength >= COMPRESS_FROM_BYTES;
    const body = compress ? await gzipAsync(bytes, { level: constants.Z_DEFAULT_COMPRESSION }) : bytes;
    const headers = new Headers(response.headers);
    headers.set("content-length", String(body.byteLength));
    if (compress) headers.set("content-encoding", "gzip");
    headers.append("vary", "accept-encoding");
    return sendFetchResponse(res, new Response(new Uint8Array(body), { status: response.status, headers }));
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (headers.connection === "close") res.shouldKeepAlive = false;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.once("close", () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Back-pressure: a slow reader of a live stream must not make the server buffer for it.
    if (!res.write(value)) await drained(res);
  }
  res.end();
}

/** Until the socket takes more, or the client is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

function wantsGzip(acceptEncoding: string): boolean {
  return /(^|,)\s*gzip\s*(;\s*q=(1(\.0*)?|0?\.\d*[1-9]\d*))?\s*(,|$)/i.test(acceptEncoding);
}

function isCompressible(response: Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  return !response.headers.has("content-encoding") && type.startsWith("application/json");
}
