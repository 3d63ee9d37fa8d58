import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzip } from "node:zlib";

// The page servers (Next) gzip what they send. Their built scripts and styles never change under
// a name (the name holds a hash of the content, and Next marks them immutable), so the front
// compresses each once more, with Brotli at its best setting, and keeps the result: a browser
// that accepts br gets it from memory from then on, without the page server being asked. On
// the players' first load that is about 14 % fewer bytes than gzip (193 → 166 kB for the
// framework, the root layout and the styles), which on a phone's network is time before the
// page is drawn and can be used. Quality 11 takes a few hundred milliseconds for the largest
// script, so it is never done while someone waits: the first request for an asset gets the
// page server's gzip as before, and a copy of that answer is compressed beside it.

const brotli = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);

/** Only Next's built assets: hashed names, immutable. Pages, data and images go through as they are. */
const ASSET_PATH = "/_next/static/";
/** What text compresses: scripts, styles, source maps, JSON, SVG, plain text. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/;
/** Larger answers are passed through without a copy (no built asset of ours comes near it). */
const MAX_ASSET_BYTES = 4 * 1024 * 1024;
/** What the compressed assets may take in memory, per page server; the oldest go first. */
const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;

/** Headers that describe the page server's encoding or connection, not the asset. */
const NOT_KEPT = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
]);

type Compressed = { readonly headers: OutgoingHttpHeaders; readonly body: Buffer };

/** Whether an Accept-Encoding header accepts Brotli (named, with a q above 0). */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  return value.split(",").some((part) => {
    const [coding, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (coding !== "br") return false;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The built assets of one page server, Brotli-compressed as they pass through the front. */
export class BrotliAssets {
  private readonly kept = new Map<string, Compressed>();
  private readonly underway = new Map<string, Promise<void>>();
  /** Compressions run one at a time: they share libuv's few threads with file and crypto work. */
  private queue: Promise<void> = Promise.resolve();
  private keptBytes = 0;

  constructor(private readonly budgetBytes = DEFAULT_BUDGET_BYTES) {}

  /**
   * The key of a request whose answer may be kept (a whole GET of a built asset), or null. The
   * path only: the page server answers a built asset's path with its file whatever the query,
   * and a key per query would let anyone make the front compress one file again and again.
   */
  keyFor(req: IncomingMessage): string | null {
    if (req.method !== "GET" || req.headers.range !== undefined) return null;
    const path = (req.url ?? "").split("?")[0] ?? "";
    return path.startsWith(ASSET_PATH) ? path : null;
  }

  /** What to answer from memory: the asset, when it is kept and the browser accepts br. */
  answer(key: string, req: IncomingMessage): Compressed | null {
    if (!acceptsBrotli(req.headers["accept-encoding"])) return null;
    const hit = this.kept.get(key);
    if (!hit) return null;
    // Most recently used last, so the budget lets go of the assets no page asks for any more.
    this.kept.delete(key);
    this.kept.set(key, hit);
    return hit;
  }

  /**
   * Looks at the page server's answer as it is sent on: an immutable, compressible asset is
   * copied and compressed beside (once, however many ask for it meanwhile). The answer itself
   * is not held back or changed.
   */
  observe(key: string, answer: IncomingMessage): void {
    if (this.kept.has(key) || this.underway.has(key) || !keepable(answer)) return;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    answer.on("data", (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > MAX_ASSET_BYTES) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    const done = new Promise<void>((resolve) => {
      answer.once("end", () => {
        // Only a whole answer: a client that went away takes the page server's answer with it.
        if (tooLarge || !answer.complete) return resolve();
        const sent = Buffer.concat(chunks);
        this.queue = this.queue.then(() => this.compress(key, answer.headers, sent)).catch(() => {});
        this.queue.then(resolve);
      });
      answer.once("error", () => resolve());
      answer.once("close", () => {
        if (!answer.complete) resolve();
      });
    }).finally(() => this.underway.delete(key));
    this.underway.set(key, done);
  }

  /** Resolves once every compression under way has finished (for tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.all(this.underway.values());
  }

  /** What is kept: how many assets and how many compressed bytes. */
  get size(): { readonly assets: number; readonly bytes: number } {
    return { assets: this.kept.size, bytes: this.keptBytes };
  }

  private async compress(key: string, from: IncomingHttpHeaders, sent: Buffer): Promise<void> {
    const encoding = String(from["content-encoding"] ?? "identity").toLowerCase();
    const plain = encoding === "gzip" ? await gunzipAsync(sent) : sent;
    const body = await brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
    if (body.length > this.budgetBytes) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(from)) if (!NOT_KEPT.has(name)) headers[name] = value;
    headers["content-encoding"] = "br";
    headers["content-length"] = body.length;
    headers.vary = "Accept-Encoding";
    this.kept.set(key, { headers, body });
    this.keptBytes += body.length;
    for (const [oldest, asset] of this.kept) {
      if (this.keptBytes <= this.budgetBytes) break;
      this.kept.delete(oldest);
      this.keptBytes -= asset.body.length;
    }
  }
}

/** A whole, immutable, compressible answer, sent plain or gzipped. */
function keepable(answer: IncomingMessage): boolean {
  const { headers } = answer;
  const encoding = String(headers["content-encoding"] ?? "identity").toLowerCase();
  return (
    answer.statusCode === 200 &&
    /\bimmutable\b/.test(String(headers["cache-control"] ?? "")) &&
    COMPRESSIBLE.test(String(headers["content-type"] ?? "")) &&
    (encoding === "identity" || encoding === "gzip") &&
    Number(headers["content-length"] ?? 0) <= MAX_ASSET_BYTES
  );
}
