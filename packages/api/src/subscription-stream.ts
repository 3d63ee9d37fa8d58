// tRPC subscriptions over server-sent events, with the stream written here instead of by
// tRPC's fetch handler. The procedures are still tRPC's: their input schemas and middleware
// run through callTRPCProcedure, errors are shaped by our errorFormatter, and browsers read
// the stream with tRPC's own httpSubscriptionLink. Only the writing of the events is ours.
//
// Why: tRPC's producer passes every event through an async-generator source, a ping race, a
// transform that enqueues each SSE line as its own chunk, a TextEncoderStream and an abort
// relay, and stringifies the message again for each subscriber. With three seats per game
// that machinery was a third of the server's CPU per action under load (docs/realtime.md).
// Here an event is one chunk, encoded once, pulled from the procedure only when the client
// has taken the previous one.
//
// The wire format follows tRPC v11's producer, which its consumer expects: a `connected`
// event with the client options first; `data:` (and `id:` for tracked messages, so a
// reconnect resumes); `ping` when idle; `return` when the procedure ends; `serialized-error`
// with the error shape when it fails; and after an untracked message a `restore-id` event,
// so the browser's last event id stays the last tracked one.
// subscription-stream.integration.test.ts holds us to it.
import {
  type AnyProcedure,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  isTrackedEnvelope,
  TRPCError,
} from "@trpc/server";
import { appRouter } from "./root";
import { type Context, SSE_SETTINGS } from "./trpc";

/** A subscription asked for by a GET: the procedure's path and its input. */
export type SubscriptionCall = {
  readonly path: string;
  /** As the procedure gets it: the client's input with the reconnect's lastEventId merged in. */
  readonly input: unknown;
  /** The id the stream starts from, when the client is resuming. */
  readonly lastEventId: string | null;
};

/** tRPC keeps every procedure under its dotted path in `_def.procedures` (typed as nested). */
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const subscriptionPaths: ReadonlySet<string> = new Set(
  Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.type === "subscription")
    .map(([path]) => path),
);

/**
 * The subscription this request asks for, or null when it is anything else, or anything
 * tRPC's own handler should word a refusal for (a batch, input that is not JSON).
 */
export function subscriptionCall(request: Request, endpoint: string): SubscriptionCall | null {
  // tRPC refuses a streamed (jsonl) subscription call; leave that to it.
  if (request.method !== "GET" || request.headers.get("trpc-accept") === "application/jsonl") return null;
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${endpoint}/`) || url.searchParams.has("batch")) return null;
  const path = url.pathname.slice(endpoint.length + 1);
  if (!subscriptionPaths.has(path)) return null;
  let input: unknown;
  const rawInput = url.searchParams.get("input");
  if (rawInput !== null) {
    try {
      input = appRouter._def._config.transformer.input.deserialize(JSON.parse(rawInput));
    } catch {
      return null;
    }
  }
  // Where tRPC looks for it: EventSource's header, or the query of a link that reconnects itself.
  const resumeFrom =
    request.headers.get("last-event-id") ??
    url.searchParams.get("lastEventId") ??
    url.searchParams.get("Last-Event-Id");
  if (resumeFrom) {
    input =
      typeof input === "object" && input !== null && !Array.isArray(input)
        ? { ...input, lastEventId: resumeFrom }
        : (input ?? { lastEventId: resumeFrom });
  }
  return { path, input, lastEventId: resumeFrom && !/[\0\n\r]/.test(resumeFrom) ? resumeFrom : null };
}

const encoder = new TextEncoder();
const CONNECTED = encoder.encode(`event: connected\ndata: ${JSON.stringify(SSE_SETTINGS.client)}\n\n`);
const PING = encoder.encode("event: ping\ndata: \n\n");
const RETURN = encoder.encode("event: return\ndata: \n\n");

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
  vary: "trpc-accept, accept",
  // The connection is not reused once the stream ends (on SIGTERM, say), so the client's
  // reconnect reaches a fresh process and the old one can exit.
  connection: "close",
};

/**
 * Runs the subscription and streams it. Every failure, from bad input and a missing session
 * to an error inside the stream, reaches the client as tRPC's error event, as from tRPC.
 */
export function streamSubscription(options: {
  readonly request: Request;
  readonly call: SubscriptionCall;
  readonly createContext: () => Promise<Context>;
  readonly onError: (error: TRPCError, ctx: Context | undefined) => void;
  /** How long a stream may stay quiet before a ping; tRPC's setting unless a test says otherwise. */
  readonly pingMs?: number;
}): Response {
  const { request, call } = options;
  const pingMs = options.pingMs ?? SSE_SETTINGS.ping.intervalMs;
  const serialize = appRouter._def._config.transformer.output.serialize;
  const abort = new AbortController();
  let ctx: Context | undefined;
  let iterator: AsyncIterator<unknown> | null = null;
  let lastId = call.lastEventId;
  let lastSentAt = Date.now();
  let ping: ReturnType<typeof setInterval> | undefined;
  let finished = false;
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;

  /**
   * Ends the stream once, whoever ends it: the procedure, an error, the client (cancel) or
   * the host (the request's signal). The procedure's generator is ended too, so its finally
   * (presence, watches) runs now, not at the next change of the game.
   */
  const end = (how: { last?: Uint8Array; close: boolean }) => {
    if (finished) return;
    finished = true;
    clearInterval(ping);
    request.signal.removeEventListener("abort", onRequestAbort);
    abort.abort();
    void iterator?.return?.(undefined)?.catch(() => undefined);
    if (how.close && stream) {
      if (how.last) stream.enqueue(how.last);
      stream.close();
    }
  };
  const onRequestAbort = () => end({ close: true });

  const open = async (): Promise<AsyncIterator<unknown>> => {
    ctx = await options.createContext();
    const result = await callTRPCProcedure({
      router: appRouter,
      path: call.path,
      getRawInput: async () => call.input,
      ctx,
      type: "subscription",
      signal: abort.signal,
      batchIndex: 0,
    });
    if (typeof result !== "object" || result === null || !(Symbol.asyncIterator in result)) {
      throw new TRPCError({
        code: "INTERNAL_SERVER_ERROR",
        message: `Subscription ${call.path} did not return an async iterable`,
      });
    }
    return (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  };

  const frame = (value: unknown): string => {
    if (isTrackedEnvelope(value)) {
      const [id, data] = value;
      lastId = id;
      return `data: ${JSON.stringify(serialize(data))}\nid: ${id}\n\n`;
    }
    const line = `data: ${JSON.stringify(serialize(value))}\n`;
    return lastId === null ? `${line}\n` : `${line}id: \n\nevent: restore-id\ndata: \nid: ${lastId}\n\n`;
  };

  const fail = (cause: unknown) => {
    const error = getTRPCErrorFromUnknown(cause);
    options.onError(error, ctx);
    const shape = getTRPCErrorShape({
      config: appRouter._def._config,
      ctx,
      error,
      input: call.input,
      path: call.path,
      type: "subscription",
    });
    end({
      close: true,
      last: encoder.encode(`event: serialized-error\ndata: ${JSON.stringify(serialize(shape))}\n\n`),
    });
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
      controller.enqueue(CONNECTED);
      if (request.signal.aborted) {
        end({ close: true });
        return;
      }
      request.signal.addEventListener("abort", onRequestAbort, { once: true });
      // A ping only into an empty queue: a client that stopped reading gets no pile of them.
      ping = setInterval(() => {
        if (finished || Date.now() - lastSentAt < pingMs || (controller.desiredSize ?? 0) <= 0) return;
        controller.enqueue(PING);
        lastSentAt = Date.now();
      }, pingMs / 2);
      ping.unref();
    },
    async pull(controller) {
      if (finished) return;
      try {
        if (!iterator) {
          iterator = await open();
          // The client left while the procedure started: end it as end() would have.
          if (finished) {
            void iterator.return?.(undefined)?.catch(() => undefined);
            return;
          }
        }
        const next = await iterator.next();
        if (finished) return;
        if (next.done) {
          end({ close: true, last: RETURN });
          return;
        }
        controller.enqueue(encoder.encode(frame(next.value)));
        lastSentAt = Date.now();
      } catch (cause) {
        // Ended meanwhile (the client left), or the procedure stopped on an abort of its own:
        // nobody to tell, as with tRPC.
        if (finished) return;
        if (cause instanceof Error && cause.name === "AbortError") {
          end({ close: true });
          return;
        }
        fail(cause);
      }
    },
    cancel() {
      end({ close: false });
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
