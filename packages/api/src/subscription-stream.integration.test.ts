import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "./auth/auth";
import { readApiEnv } from "./env";
import { appRouter } from "./root";
import { createGame } from "./services/games/create-game";
import { streamSubscription, subscriptionCall } from "./subscription-stream";
import { apiClient, type Player, signUp } from "./testing/clients";
import { startTestServer, TEST_AUTH_SECRET, TEST_WEB_URL, type TestServer } from "./testing/test-server";
import { createContext } from "./trpc";

let database: TestDatabase;
let server: TestServer;
let ana: Player;
let bo: Player;
/** tRPC's own fetch handler over the same connections: the format ours must match. */
let trpcOnly: (request: Request) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
  ana = await signUp(server.baseUrl, "Ana");
  bo = await signUp(server.baseUrl, "Bo");
  const env = readApiEnv({
    DATABASE_URL: database.url,
    NODE_ENV: "test",
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    WEB_URL: TEST_WEB_URL,
  });
  const deps = { db: server.db, auth: createAuth(server.db, { env }) };
  trpcOnly = (req) =>
    fetchRequestHandler({
      endpoint: "/api/trpc",
      req,
      router: appRouter,
      createContext: () => createContext(deps, req.headers),
    });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function newGame(): Promise<string> {
  const game = await createGame(server.db, {
    kind: "buyword",
    config: { players: 2 },
    seatUserIds: [ana.userId, bo.userId],
  });
  return game.id;
}

/** A game a moderator ended: its stream sends a snapshot, the `ended` message, and ends. */
async function endedGame(): Promise<string> {
  const gameId = await newGame();
  await server.db.game.update({
    where: { id: gameId },
    data: { status: "aborted", endedReason: "Stuck table", finishedAt: new Date("2026-11-30T12:00:00Z") },
  });
  return gameId;
}

const liveGameUrl = (input: unknown, base = server.baseUrl) =>
  `${base}/api/trpc/live.game?input=${encodeURIComponent(JSON.stringify(input))}`;

type SseEvent = { event?: string; data?: string; id?: string };

/** Events as an EventSource dispatches them (the spec's field rules; blank events dropped). */
function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  let current: Record<string, string> = {};
  for (const line of text.split("\n")) {
    if (line === "") {
      if (Object.keys(current).length > 0) events.push(current);
      current = {};
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    current[field] = field === "data" && current.data !== undefined ? `${current.data}\n${value}` : value;
  }
  return events;
}

/**
 * The same stream through the server (our writer) and through tRPC's own handler. tRPC ends
 * each event with an extra blank line and ours does not, which shows which one answered.
 */
async function bothWays(url: string, headers: Record<string, string>) {
  const ours = await (await fetch(url, { headers })).text();
  const local = url.replace(server.baseUrl, "http://localhost");
  const theirs = await (await trpcOnly(new Request(local, { headers }))).text();
  expect(ours).not.toContain("\n\n\n");
  expect(theirs).toContain("\n\n\n");
  return { ours: parseSse(ours), theirs: parseSse(theirs) };
}

/** Reads a live stream until `until` holds of the text so far, or it ends, or 5 s pass. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: (text: string) => boolean) {
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const by = Date.now() + 5_000;
  while (!until(text) && Date.now() < by) {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    text += decoder.decode(value);
  }
  return { events: parseSse(text), ended };
}

/** Waits until this server's count of open live streams is back to `count` (or 2 s pass). */
async function streamsBackTo(count: number): Promise<number> {
  const by = Date.now() + 2_000;
  while (server.realtime.subscriptions > count && Date.now() < by) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return server.realtime.subscriptions;
}

/** A stream of a new game for Ana, through streamSubscription directly (no HTTP in between). */
async function directStream(options: { signal?: AbortSignal; pingMs?: number } = {}) {
  const gameId = await newGame();
  const request = new Request(liveGameUrl({ gameId }, "http://localhost"), {
    headers: headersOf(null),
    signal: options.signal,
  });
  const call = subscriptionCall(request, "/api/trpc");
  if (!call) throw new Error("not taken as a subscription");
  const response = streamSubscription({
    request,
    call,
    createContext: seatedAna(request),
    onError: () => undefined,
    pingMs: options.pingMs,
  });
  return { request, call, reader: (response.body as ReadableStream<Uint8Array>).getReader() };
}

const seatedAna = (request: Request) => async () => ({
  db: server.db,
  headers: request.headers,
  user: { id: ana.userId, name: ana.name, email: ana.email, role: "player" as const },
});

const headersOf = (player: Player | null, extra: Record<string, string> = {}) => ({
  origin: TEST_WEB_URL,
  ...(player ? { cookie: player.cookie } : {}),
  ...extra,
});

describe("subscriptionCall", () => {
  const at = (path: string, init?: RequestInit) => new Request(`http://x${path}`, init);

  it("takes GETs of subscription procedures, with the reconnect's id merged into the input", () => {
    const input = encodeURIComponent(JSON.stringify({ gameId: "g1" }));
    expect(subscriptionCall(at(`/api/trpc/live.game?input=${input}`), "/api/trpc")).toEqual({
      path: "live.game",
      input: { gameId: "g1" },
      lastEventId: null,
    });
    const resumed = at(`/api/trpc/live.room?input=${input}`, { headers: { "last-event-id": "7" } });
    expect(subscriptionCall(resumed, "/api/trpc")).toEqual({
      path: "live.room",
      input: { gameId: "g1", lastEventId: "7" },
      lastEventId: "7",
    });
    expect(subscriptionCall(at("/api/trpc/live.game?lastEventId=9"), "/api/trpc")).toMatchObject({
      input: { lastEventId: "9" },
      lastEventId: "9",
    });
  });

  it("leaves everything else, and what tRPC should refuse in its words, to tRPC", () => {
    const input = encodeURIComponent(JSON.stringify({ gameId: "g1" }));
    expect(subscriptionCall(at(`/api/trpc/me.get?input=${input}`), "/api/trpc")).toBeNull();
    expect(subscriptionCall(at(`/api/trpc/live.game?batch=1&input=${input}`), "/api/trpc")).toBeNull();
    expect(subscriptionCall(at("/api/trpc/live.game?input=%7Bnot-json"), "/api/trpc")).toBeNull();
    expect(
      subscriptionCall(at("/api/trpc/live.game", { method: "POST", body: "{}" }), "/api/trpc"),
    ).toBeNull();
    expect(subscriptionCall(at(`/api/auth/live.game?input=${input}`), "/api/trpc")).toBeNull();
  });
});

describe("live streams on the wire", () => {
  it("send the events tRPC's own handler sends: connected, tracked steps, restore-id, return", async () => {
    const gameId = await endedGame();
    const response = await fetch(liveGameUrl({ gameId }), { headers: headersOf(ana) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    await response.body?.cancel();
    const { ours, theirs } = await bothWays(liveGameUrl({ gameId }), headersOf(ana));
    expect(ours).toEqual(theirs);
    expect(ours.map((e) => e.event ?? (e.id ? "tracked" : "untracked"))).toEqual([
      "connected",
      "tracked",
      "untracked",
      "restore-id",
      "return",
    ]);
    const [, snapshot, ended, restore] = ours;
    expect(JSON.parse(JSON.parse(snapshot?.data ?? "") as string)).toMatchObject({ type: "snapshot" });
    expect(JSON.parse(JSON.parse(ended?.data ?? "") as string)).toMatchObject({
      type: "ended",
      reason: "Stuck table",
    });
    // The untracked message blanks the id; restore-id puts back the snapshot's.
    expect(ended?.id).toBe("");
    expect(restore?.id).toBe(snapshot?.id);
  });

  it("resume from the last event id as tRPC's handler does, by header or by query", async () => {
    const gameId = await endedGame();
    const { version } = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    const byHeader = await bothWays(
      liveGameUrl({ gameId }),
      headersOf(ana, { "last-event-id": String(version) }),
    );
    expect(byHeader.ours).toEqual(byHeader.theirs);
    // Nothing missed: no snapshot, only the end, with the id restored to the one resumed from.
    expect(byHeader.ours.map((e) => e.event ?? "untracked")).toEqual([
      "connected",
      "untracked",
      "restore-id",
      "return",
    ]);
    expect(byHeader.ours[2]?.id).toBe(String(version));
    const byQuery = await bothWays(`${liveGameUrl({ gameId })}&lastEventId=${version}`, headersOf(ana));
    expect(byQuery.ours).toEqual(byHeader.ours);
  });

  it("word refusals as tRPC does, in its error event", async () => {
    for (const input of [{ gameId: "no-such-game" }, { gameId: "" }, { nope: 1 }]) {
      const { ours, theirs } = await bothWays(liveGameUrl(input), headersOf(bo));
      expect(ours).toEqual(theirs);
      expect(ours.map((e) => e.event)).toEqual(["connected", "serialized-error"]);
    }
  });

  it("reach tRPC's client: data, the error it throws, and the end", async () => {
    const client = apiClient(server.baseUrl, ana);
    const ended = await endedGame();
    const received: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      const sub = client.live.game.subscribe(
        { gameId: ended },
        {
          onData: (value) => received.push(value),
          onComplete: () => resolve(),
          onError: (error) => {
            sub.unsubscribe();
            reject(error);
          },
        },
      );
    });
    expect(received).toHaveLength(2);

    const error = await new Promise<Error>((resolve) => {
      const sub = client.live.game.subscribe(
        { gameId: "no-such-game" },
        {
          onError: (e) => {
            sub.unsubscribe();
            resolve(e);
          },
        },
      );
    });
    expect(error.message).toMatch(/game/i);
    expect((error as { data?: { code?: string } }).data?.code).toBe("NOT_FOUND");
  });

  it("ping a quiet stream, and end the procedure when the client cancels it", async () => {
    const before = server.realtime.subscriptions;
    const { reader } = await directStream({ pingMs: 100 });
    const { events } = await readUntil(reader, (text) => text.includes("event: ping"));
    expect(events[0]?.event).toBe("connected");
    const snapshot = events.find((e) => e.id);
    expect(JSON.parse(JSON.parse(snapshot?.data ?? "") as string)).toMatchObject({ type: "snapshot" });
    expect(events.at(-1)?.event).toBe("ping");
    expect(server.realtime.subscriptions).toBe(before + 1);
    await reader.cancel();
    expect(await streamsBackTo(before)).toBe(before);
  });

  it("end the procedure and the stream when the request is aborted, even if nobody cancels", async () => {
    const leave = new AbortController();
    const before = server.realtime.subscriptions;
    const { request, call, reader } = await directStream({ signal: leave.signal });
    const opened = await readUntil(reader, (text) => text.includes("id: "));
    expect(opened.events.some((e) => e.id)).toBe(true);
    expect(server.realtime.subscriptions).toBe(before + 1);
    leave.abort();
    expect(await streamsBackTo(before)).toBe(before);
    // The body ends as well, so a host that keeps reading is not left waiting.
    expect((await readUntil(reader, () => false)).ended).toBe(true);

    // Aborted before it started: the procedure never runs.
    const gone = new AbortController();
    gone.abort();
    const late = new Request(request.url, { headers: headersOf(null), signal: gone.signal });
    let contexts = 0;
    const lateResponse = streamSubscription({
      request: late,
      call,
      createContext: async () => {
        contexts++;
        return seatedAna(late)();
      },
      onError: () => undefined,
    });
    const lateRead = await readUntil(
      (lateResponse.body as ReadableStream<Uint8Array>).getReader(),
      () => false,
    );
    expect(lateRead.ended).toBe(true);
    expect(lateRead.events.map((e) => e.event)).toEqual(["connected"]);
    expect(contexts).toBe(0);
  });
});
