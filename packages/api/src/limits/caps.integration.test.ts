import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PLATFORM_WORDS } from "../services/moderation/lexicon/platform-lexicon";
import { REPORTS_PER_DAY } from "../services/moderation/reports/create-report";
import { MAX_PACKS_PER_USER } from "../services/packs/own-packs";
import { CHAT_BURST } from "../services/rooms/chat";
import { MAX_HOSTED_ROOMS } from "../services/rooms/create-room";
import { MAX_MEMBERS } from "../services/rooms/seat-rules";
import { type Player, signUp } from "../testing/clients";
import { startTestServer, TEST_WEB_URL, type TestServer } from "../testing/test-server";
import { CREATION_LIMITS } from "./creation-limits";
import { LOCK_SCOPES, type LockScope } from "./user-lock";

// Every cap on what one account (or one room, or the platform's word lists) may hold, every
// de-duplication and every creation limit, raced with concurrent calls over real HTTP: each
// must let exactly its number through. The registry below is the list; the last tests fail
// when a lock scope, a creation limit or a service that counts and then inserts has no race
// here, so a new cap is added to it.

let database: TestDatabase;
let server: TestServer;
let db: Db;
/** Signed up over HTTP; they join rooms, so 30 of them race for seats and places. */
let crowd: Player[];

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
  db = server.db;
  crowd = [];
  for (let i = 0; i < 30; i++) crowd.push(await signUp(server.baseUrl, `Crowd${i}`));
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

type Reply =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** One tRPC mutation as its own HTTP request (not batched), as separate browser tabs send them. */
async function post(player: Player, path: string, input: unknown): Promise<Reply> {
  const response = await fetch(`${server.baseUrl}/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_WEB_URL, cookie: player.cookie },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as {
    result?: { data: unknown };
    error?: { message: string; data: { code: string } };
  };
  if (body.result) return { ok: true, data: body.result.data };
  return {
    ok: false,
    code: body.error?.data.code ?? String(response.status),
    message: body.error?.message ?? "",
  };
}

async function must(player: Player, path: string, input: unknown): Promise<Record<string, unknown>> {
  const reply = await post(player, path, input);
  if (!reply.ok) throw new Error(`${path} failed: ${reply.code} ${reply.message}`);
  return reply.data as Record<string, unknown>;
}

const categories = Array.from({ length: 15 }, (_, i) => `Category ${i}`);
const packInput = (title: string) => ({ title, sides: [{ name: "Side", categories }] });
const roomInput = (name: string, seats = 4) => ({ kind: "oh-my-word", name, config: { seats } });

/** Users who exist only in the database: targets, and members who never call anything. */
async function dbUsers(prefix: string, n: number): Promise<string[]> {
  const ids = Array.from(
    { length: n },
    (_, i) => `u-${prefix}-${i}-${Math.random().toString(36).slice(2, 8)}`,
  );
  await db.user.createMany({ data: ids.map((id) => ({ id, name: id, email: `${id}@example.test` })) });
  return ids;
}

type Race = {
  /** Fired all at once. */
  readonly calls: readonly (() => Promise<Reply>)[];
  /** How many replies must have created something (by default: succeeded). */
  readonly accepted: number;
  readonly created?: (reply: Reply) => boolean;
  /** What the database holds afterwards: exactly the case's limit. */
  readonly stored: () => Promise<number>;
  /** What every call that did not create gets (matched with toMatchObject). */
  readonly refusal: Record<string, unknown>;
};

type RaceCase = {
  readonly what: string;
  /** The constant the race checks: how much the database holds after it. */
  readonly limit: number;
  /** The service file that enforces it (relative to services/). */
  readonly file: string;
  /** What makes it race-safe: a lock of limits/user-lock.ts, or a row lock. */
  readonly guard: LockScope | "room row lock" | "pack row lock" | "rate_limit row";
  /** The creation limit it checks, if it is one. */
  readonly rate?: keyof typeof CREATION_LIMITS;
  readonly prepare: () => Promise<Race>;
};

const refused = (code: string, message: RegExp) => ({
  ok: false,
  code,
  message: expect.stringMatching(message),
});

const times = (n: number, call: (i: number) => Promise<Reply>) =>
  Array.from({ length: n }, (_, i) => () => call(i));

const REGISTRY: Record<string, RaceCase> = {
  "rooms hosted at once": {
    what: `an account hosts at most ${MAX_HOSTED_ROOMS} open rooms`,
    limit: MAX_HOSTED_ROOMS,
    file: "rooms/create-room.ts",
    guard: "rooms",
    async prepare() {
      const host = await signUp(server.baseUrl, "Hoster");
      // Hosted already, without counting towards the creation limit.
      const already = 5;
      for (let i = 0; i < already; i++) {
        await db.room.create({
          data: {
            code: `CAP${i}${host.userId.slice(0, 5)}`,
            kind: "oh_my_word",
            name: "Old",
            hostId: host.userId,
            config: {},
          },
        });
      }
      return {
        calls: times(30, (i) => post(host, "rooms.create", roomInput(`Race ${i}`))),
        accepted: MAX_HOSTED_ROOMS - already,
        stored: () => db.room.count({ where: { hostId: host.userId, status: { not: "closed" } } }),
        refusal: refused("FORBIDDEN", /^You already host 10 rooms; leave one before opening another\.$/),
      };
    },
  },
  "rooms hosted at once, opened by play now": {
    what: `play now opens a room like any other: still at most ${MAX_HOSTED_ROOMS} hosted at once`,
    limit: MAX_HOSTED_ROOMS,
    file: "bots/play-now.ts",
    guard: "rooms",
    async prepare() {
      const host = await signUp(server.baseUrl, "Quickplayer");
      const already = 7;
      for (let i = 0; i < already; i++) {
        await db.room.create({
          data: {
            code: `QP${i}${host.userId.slice(0, 5)}`,
            kind: "oh_my_word",
            name: "Old",
            hostId: host.userId,
            config: {},
          },
        });
      }
      return {
        calls: times(30, () => post(host, "rooms.playNow", { kind: "oh-my-word", level: "easy" })),
        accepted: MAX_HOSTED_ROOMS - already,
        stored: () => db.room.count({ where: { hostId: host.userId, status: { not: "closed" } } }),
        refusal: refused("FORBIDDEN", /^You already host 10 rooms; leave one before opening another\.$/),
      };
    },
  },
  "rooms opened per 10 minutes": {
    what: `an account opens at most ${CREATION_LIMITS.rooms.max} rooms in ${CREATION_LIMITS.rooms.window} s`,
    limit: CREATION_LIMITS.rooms.max,
    file: "rooms/create-room.ts",
    guard: "rooms",
    rate: "rooms",
    async prepare() {
      const host = await signUp(server.baseUrl, "Churner");
      // Opened and left (so closed): they count towards the limit, not the hosting cap.
      const opened = 4;
      for (let i = 0; i < opened; i++) {
        const room = await must(host, "rooms.create", roomInput(`Short-lived ${i}`));
        await must(host, "rooms.leave", { roomId: room.id });
      }
      return {
        calls: times(30, (i) => post(host, "rooms.create", roomInput(`Race ${i}`))),
        accepted: CREATION_LIMITS.rooms.max - opened,
        stored: () => db.room.count({ where: { hostId: host.userId } }),
        refusal: refused(
          "TOO_MANY_REQUESTS",
          /^You've opened 10 rooms in the last 10 minutes\. Try again in \d+ (seconds|minutes)\.$/,
        ),
      };
    },
  },
  "packs owned": {
    what: `an account has at most ${MAX_PACKS_PER_USER} packs`,
    limit: MAX_PACKS_PER_USER,
    file: "packs/own-packs.ts",
    guard: "packs",
    async prepare() {
      const author = await signUp(server.baseUrl, "Prolific");
      const already = MAX_PACKS_PER_USER - 5;
      await db.categoryPack.createMany({
        data: Array.from({ length: already }, (_, i) => ({ ownerId: author.userId, title: `Old ${i}` })),
      });
      return {
        calls: times(30, (i) => post(author, "packs.create", packInput(`Race ${i}`))),
        accepted: 5,
        stored: () => db.categoryPack.count({ where: { ownerId: author.userId } }),
        refusal: refused("FORBIDDEN", /^You already have 100 packs; delete or reuse one first\.$/),
      };
    },
  },
  "packs created per 10 minutes": {
    what: `an account creates at most ${CREATION_LIMITS.packs.max} packs in ${CREATION_LIMITS.packs.window} s`,
    limit: CREATION_LIMITS.packs.max,
    file: "packs/own-packs.ts",
    guard: "packs",
    rate: "packs",
    async prepare() {
      const author = await signUp(server.baseUrl, "Scripted");
      return {
        calls: times(40, (i) => post(author, "packs.create", packInput(`Race ${i}`))),
        accepted: CREATION_LIMITS.packs.max,
        stored: () => db.categoryPack.count({ where: { ownerId: author.userId } }),
        refusal: refused(
          "TOO_MANY_REQUESTS",
          /^You've created 30 packs in the last 10 minutes\. Try again in \d+ (seconds|minutes)\.$/,
        ),
      };
    },
  },
  "pack submitted once": {
    what: "a pack waits in the review queue once, however often it is submitted",
    limit: 1,
    file: "packs/own-packs.ts",
    guard: "pack row lock",
    async prepare() {
      const author = await signUp(server.baseUrl, "Eager");
      const pack = await must(author, "packs.create", packInput("Submit me"));
      return {
        calls: times(30, () => post(author, "packs.submit", { id: pack.id, version: pack.version })),
        accepted: 1,
        stored: () => db.categoryPack.count({ where: { id: pack.id as string, status: "submitted" } }),
        refusal: refused("CONFLICT", /^This pack is already waiting for review\.$/),
      };
    },
  },
  "pack submissions per 10 minutes": {
    what: `an account submits at most ${CREATION_LIMITS.packSubmissions.max} packs in ${CREATION_LIMITS.packSubmissions.window} s`,
    limit: CREATION_LIMITS.packSubmissions.max,
    file: "packs/own-packs.ts",
    guard: "rate_limit row",
    rate: "packSubmissions",
    async prepare() {
      const author = await signUp(server.baseUrl, "Flooder");
      const drafts = await db.categoryPack.createManyAndReturn({
        data: Array.from({ length: 30 }, (_, i) => ({ ownerId: author.userId, title: `Draft ${i}` })),
        select: { id: true, version: true },
      });
      return {
        calls: drafts.map((d) => () => post(author, "packs.submit", { id: d.id, version: d.version })),
        accepted: CREATION_LIMITS.packSubmissions.max,
        stored: () => db.categoryPack.count({ where: { ownerId: author.userId, status: "submitted" } }),
        refusal: refused(
          "TOO_MANY_REQUESTS",
          /^You've submitted 20 packs for review in the last 10 minutes\. Try again in \d+ (seconds|minutes)\.$/,
        ),
      };
    },
  },
  "one open report per target": {
    what: "reporting the same person again while the report is open files nothing new",
    limit: 1,
    file: "moderation/reports/create-report.ts",
    guard: "reports",
    async prepare() {
      const reporter = await signUp(server.baseUrl, "Upset");
      const [target] = await dbUsers("reported", 1);
      const input = { target: { kind: "user", userId: target }, reason: "harassment" };
      return {
        calls: times(30, () => post(reporter, "reports.create", input)),
        accepted: 1,
        created: (reply) =>
          reply.ok && (reply.data as { alreadyReported: boolean }).alreadyReported === false,
        stored: () => db.report.count({ where: { reporterId: reporter.userId, status: "open" } }),
        // The others are told it is already reported: a success, not an error.
        refusal: { ok: true, data: { alreadyReported: true } },
      };
    },
  },
  "reports per day": {
    what: `an account files at most ${REPORTS_PER_DAY} reports a day`,
    limit: REPORTS_PER_DAY,
    file: "moderation/reports/create-report.ts",
    guard: "reports",
    async prepare() {
      const reporter = await signUp(server.baseUrl, "Busy");
      const already = REPORTS_PER_DAY - 5;
      const earlier = await dbUsers("earlier", already);
      await db.report.createMany({
        data: earlier.map((id) => ({
          reporterId: reporter.userId,
          targetKind: "user",
          targetUserId: id,
          reason: "spam",
        })),
      });
      const targets = await dbUsers("target", 30);
      return {
        calls: targets.map(
          (id) => () =>
            post(reporter, "reports.create", { target: { kind: "user", userId: id }, reason: "spam" }),
        ),
        accepted: 5,
        stored: () => db.report.count({ where: { reporterId: reporter.userId } }),
        refusal: refused(
          "TOO_MANY_REQUESTS",
          /^You have sent 20 reports in the last day; moderators will get to them\. Try again tomorrow\.$/,
        ),
      };
    },
  },
  "seats at a table": {
    what: "a room seats only as many players as its table has seats",
    limit: 4,
    file: "rooms/membership.ts",
    guard: "room row lock",
    async prepare() {
      const host = await signUp(server.baseUrl, "TableHost");
      const room = await must(host, "rooms.create", roomInput("Four seats", 4));
      return {
        calls: crowd.map((p) => () => post(p, "rooms.join", { roomId: room.id, as: "player" })),
        accepted: 3,
        stored: () => db.roomMember.count({ where: { roomId: room.id as string, seat: { not: null } } }),
        refusal: refused("CONFLICT", /^The room is full\.$/),
      };
    },
  },
  "one player per seat": {
    what: "one seat takes one player",
    limit: 1,
    file: "rooms/membership.ts",
    guard: "room row lock",
    async prepare() {
      const host = await signUp(server.baseUrl, "SeatHost");
      const room = await must(host, "rooms.create", roomInput("Musical chairs", 4));
      await db.roomMember.createMany({
        data: crowd.map((p) => ({ roomId: room.id as string, userId: p.userId, role: "spectator" as const })),
      });
      return {
        calls: crowd.map((p) => () => post(p, "rooms.takeSeat", { roomId: room.id, seat: 2 })),
        accepted: 1,
        stored: () => db.roomMember.count({ where: { roomId: room.id as string, seat: 2 } }),
        refusal: refused("CONFLICT", /^That seat is taken\.$/),
      };
    },
  },
  "people in a room": {
    what: `a room holds at most ${MAX_MEMBERS} people, spectators included`,
    limit: MAX_MEMBERS,
    file: "rooms/membership.ts",
    guard: "room row lock",
    async prepare() {
      const host = await signUp(server.baseUrl, "CrowdHost");
      const room = await must(host, "rooms.create", roomInput("Packed house", 2));
      const watching = await dbUsers("watcher", MAX_MEMBERS - 15 - 1);
      await db.roomMember.createMany({
        data: watching.map((userId) => ({ roomId: room.id as string, userId, role: "spectator" as const })),
      });
      return {
        calls: crowd.map((p) => () => post(p, "rooms.join", { roomId: room.id, as: "spectator" })),
        accepted: 15,
        stored: () => db.roomMember.count({ where: { roomId: room.id as string } }),
        refusal: refused("CONFLICT", /^The room is full\.$/),
      };
    },
  },
  "chat burst in a room": {
    what: `a person sends at most ${CHAT_BURST} messages to a room in a few seconds`,
    limit: CHAT_BURST,
    file: "rooms/chat.ts",
    guard: "room row lock",
    async prepare() {
      const host = await signUp(server.baseUrl, "Chatty");
      const room = await must(host, "rooms.create", roomInput("Chatter"));
      return {
        calls: times(30, (i) => post(host, "rooms.sendChat", { roomId: room.id, body: `hello ${i}` })),
        accepted: CHAT_BURST,
        stored: () => db.roomChatMessage.count({ where: { roomId: room.id as string } }),
        refusal: refused("TOO_MANY_REQUESTS", /^You're sending messages too fast\. Wait a few seconds\.$/),
      };
    },
  },
  "chat messages per minute": {
    what: `a person sends at most ${CREATION_LIMITS.chat.max} messages a minute across rooms`,
    limit: CREATION_LIMITS.chat.max,
    file: "rooms/chat.ts",
    guard: "rate_limit row",
    rate: "chat",
    async prepare() {
      const chatter = await signUp(server.baseUrl, "Spammer");
      // Enough rooms that the room's own burst limit never binds: CHAT_BURST to each.
      const rooms = Math.ceil(CREATION_LIMITS.chat.max / CHAT_BURST) + 1;
      const roomIds: string[] = [];
      for (const host of crowd.slice(0, rooms)) {
        const room = await must(host, "rooms.create", roomInput(`Lobby of ${host.name}`));
        await must(chatter, "rooms.join", { roomId: room.id, as: "spectator" });
        roomIds.push(room.id as string);
      }
      return {
        calls: roomIds.flatMap((roomId) =>
          times(CHAT_BURST, (i) => post(chatter, "rooms.sendChat", { roomId, body: `buy now ${i}` })),
        ),
        accepted: CREATION_LIMITS.chat.max,
        stored: () => db.roomChatMessage.count({ where: { userId: chatter.userId } }),
        refusal: refused(
          "TOO_MANY_REQUESTS",
          /^You've sent 60 chat messages in the last minute\. Try again in \d+ seconds?\.$/,
        ),
      };
    },
  },
  "words on the platform lists": {
    what: `the allowed and banned lists hold at most ${MAX_PLATFORM_WORDS} words together`,
    limit: MAX_PLATFORM_WORDS,
    file: "moderation/lexicon/platform-lexicon.ts",
    guard: "lexicon",
    async prepare() {
      const moderator = await signUp(server.baseUrl, "Moderator");
      await db.user.update({ where: { id: moderator.userId }, data: { role: "moderator" } });
      const already = MAX_PLATFORM_WORDS - 10;
      await db.$executeRaw`
        INSERT INTO lexicon_entry (word, list, reason)
        SELECT 'zz' || translate(n::text, '0123456789', 'abcdefghij'), 'banned', 'Filled by the test.'
        FROM generate_series(1, ${already}::int) AS n`;
      const word = (i: number) =>
        `race${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
      return {
        calls: times(30, (i) =>
          post(moderator, "admin.lexicon.add", {
            word: word(i),
            list: "banned",
            reason: "Raced by the test.",
          }),
        ),
        accepted: 10,
        stored: () => db.lexiconEntry.count(),
        refusal: refused("BAD_REQUEST", /^The lists hold at most 20000 words; remove some first\.$/),
      };
    },
  },
};

describe("caps, de-duplications and creation limits under concurrent calls over HTTP", () => {
  for (const [name, race] of Object.entries(REGISTRY)) {
    it(`${name}: ${race.what}`, async () => {
      const prepared = await race.prepare();
      expect(prepared.calls.length).toBeGreaterThanOrEqual(30);
      const replies = await Promise.all(prepared.calls.map((call) => call()));
      const created = prepared.created ?? ((reply: Reply) => reply.ok);
      const others = replies.filter((reply) => !created(reply));
      expect({
        accepted: replies.length - others.length,
        stored: await prepared.stored(),
      }).toEqual({ accepted: prepared.accepted, stored: race.limit });
      for (const reply of others) expect(reply).toMatchObject(prepared.refusal);
    });
  }
});

const servicesDir = fileURLToPath(new URL("../services", import.meta.url));

function serviceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serviceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the registry", () => {
  const races = Object.values(REGISTRY);

  it("races every lock scope and every creation limit", () => {
    const guards = new Set(races.map((r) => r.guard));
    expect(LOCK_SCOPES.filter((scope) => !guards.has(scope))).toEqual([]);
    const rates = new Set(races.map((r) => r.rate));
    expect(
      Object.keys(CREATION_LIMITS).filter((key) => !rates.has(key as keyof typeof CREATION_LIMITS)),
    ).toEqual([]);
  });

  it("races every service that counts rows and then inserts", () => {
    // Counting and inserting in one file is what a cap looks like; a new one needs a race here.
    const registered = new Set(races.map((r) => r.file));
    const counting = serviceFiles(servicesDir)
      .filter((path) => {
        const source = readFileSync(path, "utf8");
        return /\.count\(/.test(source) && /\.(create|createMany|upsert)\(/.test(source);
      })
      .map((path) => relative(servicesDir, path).replaceAll("\\", "/"));
    expect(counting.filter((file) => !registered.has(file))).toEqual([]);
  });
});
