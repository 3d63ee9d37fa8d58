import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { GameKind } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../auth/roles";
import { createRealtime } from "../realtime/registry";
import type { Realtime } from "../realtime/runtime";
import { createGame } from "../services/games/create-game";
import type { SessionUser } from "../trpc";
import { allProcedures, type Called, callProcedure, sessionUser } from "./procedure-matrix";

// Completeness check of access control: every procedure of the app router, called by each
// kind of caller, lands in the expected outcome class. A procedure added without a row here
// fails the first test. Per-router tests check the details; this checks nobody was missed.

const CALLERS = ["anonymous", "owner", "other", "moderator", "admin"] as const;
type Caller = (typeof CALLERS)[number];

/**
 * "ok": succeeds. "allowed": gets past access control, then may be refused by the rules or
 * the state of things (BAD_REQUEST, CONFLICT, PRECONDITION_FAILED, TOO_MANY_REQUESTS) — a
 * seated player's move out of turn, say. Anything else is the exact error code expected.
 */
type Expected = "ok" | "allowed" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND";
type Row = {
  /** What the procedure is called with; `fx` builds the owner's room, games and pack on demand. */
  readonly input: (fx: Fixture) => Promise<unknown> | unknown;
  readonly expect: Record<Caller, Expected>;
};

const ALLOWED_REFUSALS = new Set(["BAD_REQUEST", "CONFLICT", "PRECONDITION_FAILED", "TOO_MANY_REQUESTS"]);

function matches(expected: Expected, called: Called): boolean {
  if (expected === "ok") return called.outcome === "ok";
  if (expected === "allowed") return called.outcome === "ok" || ALLOWED_REFUSALS.has(called.outcome);
  return called.outcome === expected;
}

const everyone = (e: Expected): Record<Caller, Expected> => ({
  anonymous: e,
  owner: e,
  other: e,
  moderator: e,
  admin: e,
});
/** Any signed-in person may (anonymous callers are asked to sign in). */
const signedIn = (e: Expected): Record<Caller, Expected> => ({ ...everyone(e), anonymous: "UNAUTHORIZED" });
/** Only the owner (a member, the seated player, the author) gets past access control. */
const ownerOnly = (owner: Expected, others: Expected): Record<Caller, Expected> => ({
  anonymous: "UNAUTHORIZED",
  owner,
  other: others,
  moderator: others,
  admin: others,
});

/** Moderators and admins get past access control; players are refused, anonymous callers asked to sign in. */
const staff = (moderator: Expected, admin: Expected = moderator): Record<Caller, Expected> => ({
  anonymous: "UNAUTHORIZED",
  owner: "FORBIDDEN",
  other: "FORBIDDEN",
  moderator,
  admin,
});

let database: TestDatabase;
let db: Db;
let realtime: Realtime;
const people = {} as Record<keyof typeof ROLE, SessionUser>;

/** Per row: the owner's private room (with a second member), games in it, a draft pack. */
class Fixture {
  /** Each row has its own owner: a person may host only so many rooms. */
  static async create(row: number): Promise<Fixture> {
    const id = `u-matrix-owner-${row}`;
    await db.user.create({ data: { id, name: `owner ${row}`, email: `${id}@example.test` } });
    return new Fixture(sessionUser(id, "player"));
  }

  private constructor(readonly owner: SessionUser) {}

  private roomMemo?: Promise<{ id: string; code: string }>;
  private readonly games = new Map<GameKind, Promise<string>>();
  private packMemo?: Promise<{ id: string; version: number }>;
  private submittedMemo?: Promise<{ packId: string; revision: number }>;
  private publishedMemo?: Promise<{ packId: string }>;
  private reportMemo?: Promise<{ reportId: string }>;

  room() {
    this.roomMemo ??= (async () => {
      const created = await callProcedure(db, this.owner, "rooms.create", {
        kind: "oh-my-word",
        name: "Owner's room",
        visibility: "private",
      });
      if (created.outcome !== "ok") throw new Error(`fixture room failed: ${created.message}`);
      const room = created.value as { id: string; code: string };
      const joined = await callProcedure(db, people.second, "rooms.join", { code: room.code });
      if (joined.outcome !== "ok") throw new Error(`fixture join failed: ${joined.message}`);
      return room;
    })();
    return this.roomMemo;
  }

  game(kind: GameKind) {
    let memo = this.games.get(kind);
    if (!memo) {
      memo = (async () => {
        const room = await this.room();
        const created = await createGame(db, {
          kind,
          config: kind === "buyword" ? { players: 3 } : {},
          seatUserIds: [this.owner.id, people.second.id, people.third.id],
          roomId: room.id,
        });
        return created.id;
      })();
      this.games.set(kind, memo);
    }
    return memo;
  }

  pack() {
    this.packMemo ??= (async () => {
      const created = await callProcedure(db, this.owner, "packs.create", {
        title: "Owner's pack",
        sides: [{ name: "Side", categories: Array.from({ length: 15 }, (_, i) => `Category ${i}`) }],
      });
      if (created.outcome !== "ok") throw new Error(`fixture pack failed: ${created.message}`);
      return created.value as { id: string; version: number };
    })();
    return this.packMemo;
  }

  /** A pack of the owner's waiting in the moderators' queue, at the revision submitted. */
  submittedPack() {
    this.submittedMemo ??= (async () => {
      const { id, version } = await this.newPack("Submitted pack");
      const submitted = await callProcedure(db, this.owner, "packs.submit", { id, version });
      if (submitted.outcome !== "ok") throw new Error(`fixture submit failed: ${submitted.message}`);
      return { packId: id, revision: version };
    })();
    return this.submittedMemo;
  }

  /** A published (approved, public) pack of the owner's. */
  publishedPack() {
    this.publishedMemo ??= (async () => {
      const { id } = await this.newPack("Published pack");
      await db.categoryPack.update({ where: { id }, data: { status: "approved", visibility: "public" } });
      return { packId: id };
    })();
    return this.publishedMemo;
  }

  /** An open report, by the second player, about the owner. */
  report() {
    this.reportMemo ??= (async () => {
      const report = await db.report.create({
        data: {
          reporterId: people.second.id,
          targetKind: "user",
          targetUserId: this.owner.id,
          reason: "spam",
        },
      });
      return { reportId: report.id };
    })();
    return this.reportMemo;
  }

  private async newPack(title: string) {
    const created = await callProcedure(db, this.owner, "packs.create", {
      title,
      sides: [{ name: "Side", categories: Array.from({ length: 15 }, (_, i) => `Category ${i}`) }],
    });
    if (created.outcome !== "ok") throw new Error(`fixture pack failed: ${created.message}`);
    return created.value as { id: string; version: number };
  }
}

const move =
  (kind: GameKind, fields: Record<string, unknown> = {}) =>
  async (fx: Fixture) => ({
    gameId: await fx.game(kind),
    clientActionId: `matrix-${Math.random().toString(36).slice(2, 12)}`,
    ...fields,
  });

/**
 * Something only the owner (a member, the host, the seated player) may do in their private
 * room or its game: a stranger is told it does not exist, as for a missing one; moderators
 * and admins, who may see it, are told they may not.
 */
const inPrivateRoom = (owner: Expected): Record<Caller, Expected> => ({
  anonymous: "UNAUTHORIZED",
  owner,
  other: "NOT_FOUND",
  moderator: "FORBIDDEN",
  admin: "FORBIDDEN",
});

/** A seated player's move in a private room's game. */
const seatedMove = (kind: GameKind, fields: Record<string, unknown> = {}): Row => ({
  input: move(kind, fields),
  expect: inPrivateRoom("allowed"),
});

const TABLE: Record<string, Row> = {
  // The moderators' dashboard. Mutations are tried by the moderator first: the admin then
  // meets the state the moderator left (a pack already decided: CONFLICT), hence "allowed".
  "admin.packs.queue": { input: () => undefined, expect: staff("ok") },
  "admin.packs.get": { input: async (fx) => ({ packId: (await fx.pack()).id }), expect: staff("ok") },
  "admin.packs.approve": { input: (fx) => fx.submittedPack(), expect: staff("ok", "allowed") },
  "admin.packs.reject": {
    input: async (fx) => ({ ...(await fx.submittedPack()), reasonForAuthor: "Two categories overlap." }),
    expect: staff("ok", "allowed"),
  },
  "admin.packs.fixAndApprove": {
    input: async (fx) => ({
      ...(await fx.submittedPack()),
      fixes: [{ sideIndex: 0, categoryIndex: 0, text: "Fixed category" }],
    }),
    expect: staff("ok", "allowed"),
  },
  "admin.packs.unpublish": {
    input: async (fx) => ({ ...(await fx.publishedPack()), reasonForAuthor: "Copied from another site." }),
    expect: staff("ok", "allowed"),
  },
  "admin.packs.feature": {
    input: async (fx) => ({ ...(await fx.publishedPack()), featured: true }),
    expect: staff("ok"),
  },
  "admin.reports.list": { input: () => ({}), expect: staff("ok") },
  "admin.reports.resolve": {
    input: async (fx) => ({ ...(await fx.report()), action: "dismiss", note: "Nothing wrong here." }),
    expect: staff("ok", "allowed"),
  },
  "admin.users.search": { input: () => ({ query: "owner" }), expect: staff("ok") },
  "admin.users.get": { input: (fx) => ({ userId: fx.owner.id }), expect: staff("ok") },
  // Roles are for admins alone.
  "admin.users.setRole": {
    input: (fx) => ({ userId: fx.owner.id, role: "moderator", reason: "Trusted reviewer." }),
    expect: staff("FORBIDDEN", "ok"),
  },
  "admin.users.suspend": {
    input: (fx) => ({ userId: fx.owner.id, reason: "Spamming rooms." }),
    expect: staff("ok", "allowed"),
  },
  "admin.users.restore": {
    input: async (fx) => {
      await db.user.update({ where: { id: fx.owner.id }, data: { banned: true, banReason: "test" } });
      return { userId: fx.owner.id, reason: "Appeal accepted." };
    },
    expect: staff("ok"),
  },
  "admin.games.active": { input: () => undefined, expect: staff("ok") },
  "admin.games.get": { input: async (fx) => ({ gameId: await fx.game("buyword") }), expect: staff("ok") },
  "admin.games.end": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word"), reasonForPlayers: "Stuck for an hour." }),
    expect: staff("ok", "allowed"),
  },
  "admin.lexicon.list": { input: () => undefined, expect: staff("ok") },
  "admin.lexicon.add": {
    input: () => ({ word: "qwzx", list: "allowed", reason: "A house favourite." }),
    expect: staff("allowed"),
  },
  "admin.lexicon.remove": {
    input: async () => {
      await db.lexiconEntry.upsert({
        where: { word: "zxqv" },
        create: { word: "zxqv", list: "banned", reason: "test" },
        update: { list: "banned" },
      });
      return { word: "zxqv", list: "banned", reason: "Not offensive after all." };
    },
    expect: staff("ok"),
  },
  "admin.audit.search": { input: () => ({}), expect: staff("ok") },
  "admin.overview.stats": { input: () => ({ days: 7 }), expect: staff("ok") },
  // Players report published packs and other people (not themselves).
  "reports.create": {
    input: (fx) => ({ target: { kind: "user", userId: fx.owner.id }, reason: "spam" }),
    expect: { anonymous: "UNAUTHORIZED", owner: "allowed", other: "ok", moderator: "ok", admin: "ok" },
  },
  "packs.featured": { input: () => undefined, expect: everyone("ok") },
  // Games of a private room: its members see them, moderators and admins too; nobody else.
  // The word check and the after-game plans see what games.view sees; the plans wait for the end.
  "buyword.checkWord": {
    input: async (fx) => ({ gameId: await fx.game("buyword"), word: "dog" }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  "buyword.missedSales": {
    input: async (fx) => ({ gameId: await fx.game("buyword") }),
    expect: {
      anonymous: "NOT_FOUND",
      owner: "allowed",
      other: "NOT_FOUND",
      moderator: "allowed",
      admin: "allowed",
    },
  },
  "games.view": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word") }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  // The history so far is as hidden as games.view (and filtered per seat like the live stream).
  "games.events": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word") }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  "games.record": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word") }),
    expect: {
      anonymous: "NOT_FOUND",
      owner: "allowed",
      other: "NOT_FOUND",
      moderator: "allowed",
      admin: "allowed",
    },
  },
  "games.tiebreaks": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word") }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  "games.ratingChanges": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word") }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  // An away seat's requests (SEAT-2, SEAT-3): only a seated player gets past access control
  // (then hears the seat is not away); staff may see the game but hold no seat in it.
  "games.standIn": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word"), seat: 1 }),
    expect: {
      anonymous: "UNAUTHORIZED",
      owner: "allowed",
      other: "NOT_FOUND",
      moderator: "FORBIDDEN",
      admin: "FORBIDDEN",
    },
  },
  "games.endForAbsence": {
    input: async (fx) => ({ gameId: await fx.game("oh-my-word"), seat: 1 }),
    expect: {
      anonymous: "UNAUTHORIZED",
      owner: "allowed",
      other: "NOT_FOUND",
      moderator: "FORBIDDEN",
      admin: "FORBIDDEN",
    },
  },
  // The Daily: each signed-in account's own attempt; the day's board is everyone's.
  "daily.start": { input: () => undefined, expect: signedIn("ok") },
  "daily.today": { input: () => undefined, expect: signedIn("ok") },
  "daily.calendar": { input: () => ({}), expect: signedIn("ok") },
  "daily.board": { input: () => ({}), expect: everyone("ok") },
  "leaderboards.allTime": { input: () => ({ kind: "buyword" }), expect: everyone("ok") },
  "leaderboards.week": { input: () => ({ kind: "oh-my-word" }), expect: everyone("ok") },
  "leaderboards.soloBuyword": { input: () => ({}), expect: everyone("ok") },
  // The live stream is as hidden as games.view.
  "live.game": {
    input: async (fx) => ({ gameId: await fx.game("buyword") }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  // Its first message as a query (server-rendered tables), as hidden as the stream.
  "live.snapshot": {
    input: async (fx) => ({ gameId: await fx.game("buyword") }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  // A private room's live stream is as hidden as the room itself (rooms.get).
  "live.room": {
    input: async (fx) => ({ roomId: (await fx.room()).id }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  "me.get": { input: () => undefined, expect: everyone("ok") },
  "me.hasPlayed": { input: () => undefined, expect: everyone("ok") },
  "packs.builtIn": { input: () => undefined, expect: everyone("ok") },
  "packs.browse": { input: () => ({}), expect: everyone("ok") },
  // A draft is its author's; moderators review submitted packs, not drafts.
  "packs.get": {
    input: async (fx) => ({ id: (await fx.pack()).id }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  "packs.mine": { input: () => undefined, expect: signedIn("ok") },
  "packs.create": {
    input: () => ({
      title: "New",
      sides: [{ name: "S", categories: Array.from({ length: 15 }, (_, i) => `C${i}`) }],
    }),
    expect: signedIn("ok"),
  },
  "packs.update": {
    input: async (fx) => ({
      ...(await fx.pack()),
      title: "Edited",
      sides: [{ name: "S", categories: Array.from({ length: 15 }, (_, i) => `E${i}`) }],
    }),
    expect: ownerOnly("ok", "NOT_FOUND"),
  },
  "packs.submit": { input: (fx) => fx.pack(), expect: ownerOnly("ok", "NOT_FOUND") },
  "packs.delete": { input: (fx) => fx.pack(), expect: ownerOnly("ok", "NOT_FOUND") },
  "profile.get": { input: (fx) => ({ userId: fx.owner.id }), expect: everyone("ok") },
  "profile.history": { input: () => ({}), expect: signedIn("ok") },
  "rooms.lobby": { input: () => ({}), expect: everyone("ok") },
  "rooms.options": { input: () => undefined, expect: everyone("ok") },
  "rooms.mine": { input: () => undefined, expect: signedIn("ok") },
  "rooms.create": { input: () => ({ kind: "buyword", name: "Another" }), expect: signedIn("ok") },
  // The invite code is the key to a private room: whoever holds it may look and join.
  "rooms.byCode": { input: async (fx) => ({ code: (await fx.room()).code }), expect: everyone("ok") },
  "rooms.get": {
    input: async (fx) => ({ roomId: (await fx.room()).id }),
    expect: { anonymous: "NOT_FOUND", owner: "ok", other: "NOT_FOUND", moderator: "ok", admin: "ok" },
  },
  "rooms.join": { input: async (fx) => ({ code: (await fx.room()).code }), expect: signedIn("allowed") },
  "rooms.leave": {
    input: async (fx) => ({ roomId: (await fx.room()).id }),
    expect: inPrivateRoom("ok"),
  },
  "rooms.takeSeat": {
    input: async (fx) => ({ roomId: (await fx.room()).id }),
    expect: inPrivateRoom("allowed"),
  },
  "rooms.leaveSeat": {
    input: async (fx) => ({ roomId: (await fx.room()).id }),
    expect: inPrivateRoom("allowed"),
  },
  "rooms.setReady": {
    input: async (fx) => ({ roomId: (await fx.room()).id, ready: true }),
    expect: inPrivateRoom("allowed"),
  },
  // Only members act in a room, and only the host kicks, changes settings, starts and rematches.
  "rooms.kick": {
    input: async (fx) => ({ roomId: (await fx.room()).id, userId: people.second.id }),
    expect: inPrivateRoom("ok"),
  },
  "rooms.updateSettings": {
    input: async (fx) => ({ roomId: (await fx.room()).id, name: "Renamed" }),
    expect: inPrivateRoom("allowed"),
  },
  "rooms.start": {
    input: async (fx) => ({ roomId: (await fx.room()).id }),
    expect: inPrivateRoom("allowed"),
  },
  "rooms.rematch": {
    input: async (fx) => ({ roomId: (await fx.room()).id }),
    expect: inPrivateRoom("allowed"),
  },
  "rooms.sendChat": {
    input: async (fx) => ({ roomId: (await fx.room()).id, body: "hello" }),
    expect: inPrivateRoom("ok"),
  },
  "rooms.addBot": {
    input: async (fx) => ({ roomId: (await fx.room()).id, seat: 2, level: "easy" }),
    expect: inPrivateRoom("allowed"),
  },
  "rooms.removeBot": {
    input: async (fx) => ({ roomId: (await fx.room()).id, seat: 2 }),
    expect: inPrivateRoom("allowed"),
  },
  "rooms.playNow": { input: () => ({ kind: "oh-my-word", level: "easy" }), expect: signedIn("ok") },
  "play.ohMyWord.draw": seatedMove("oh-my-word"),
  "play.ohMyWord.chooseCategory": seatedMove("oh-my-word", { category: null }),
  "play.ohMyWord.claim": seatedMove("oh-my-word", { category: 0, term: "apple" }),
  "play.ohMyWord.pass": seatedMove("oh-my-word"),
  "play.ohMyWord.challenge": seatedMove("oh-my-word", { claim: 0 }),
  "play.ohMyWord.vote": seatedMove("oh-my-word", { claim: 0, accept: true }),
  "play.ohMyWord.leave": seatedMove("oh-my-word"),
  "play.buyword.choose": seatedMove("buyword", { count: 2 }),
  "play.buyword.draftPick": seatedMove("buyword", { tile: 0 }),
  "play.buyword.offerTrade": seatedMove("buyword", { to: 1, money: 5 }),
  "play.buyword.acceptTrade": seatedMove("buyword", { from: 1 }),
  "play.buyword.declineTrade": seatedMove("buyword", { from: 1 }),
  "play.buyword.withdrawTrade": seatedMove("buyword", { to: 1 }),
  "play.buyword.doneTrading": seatedMove("buyword"),
  "play.buyword.buy": seatedMove("buyword"),
  "play.buyword.discard": seatedMove("buyword"),
  "play.buyword.auction": seatedMove("buyword"),
  "play.buyword.bid": seatedMove("buyword", { amount: 1 }),
  "play.buyword.pass": seatedMove("buyword"),
  "play.buyword.sell": seatedMove("buyword", { tiles: [0, 1] }),
  "play.buyword.vote": seatedMove("buyword", { fits: true }),
  "play.buyword.endTurn": seatedMove("buyword"),
  "play.buyword.leave": seatedMove("buyword"),
};

const ROLE: Record<Exclude<Caller, "anonymous" | "owner"> | "second" | "third", Role> = {
  other: "player",
  second: "player",
  third: "player",
  moderator: "moderator",
  admin: "admin",
};

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  realtime = createRealtime({ db, url: database.url, instance: "matrix" });
  await realtime.start();
  for (const [who, role] of Object.entries(ROLE)) {
    const id = `u-matrix-${who}`;
    await db.user.create({ data: { id, name: who, email: `${id}@example.test`, role } });
    people[who as keyof typeof ROLE] = sessionUser(id, role);
  }
});
afterAll(async () => {
  await realtime.stop();
  await db.$disconnect();
  await database.drop();
});

describe("access to every procedure, by caller", () => {
  it("has a row for every procedure of the app router, and no row for one that is gone", () => {
    const paths = allProcedures().map((p) => p.path);
    expect(
      paths.filter((p) => !(p in TABLE)),
      "procedures without an access row",
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((p) => !paths.includes(p)),
      "rows without a procedure",
    ).toEqual([]);
  });

  it("gives each caller the expected outcome (owner last, so its changes don't leak into the others')", async () => {
    const mismatches: string[] = [];
    const order: Caller[] = ["anonymous", "other", "moderator", "admin", "owner"];
    let rowNumber = 0;
    for (const { path } of allProcedures()) {
      const row = TABLE[path];
      if (!row) continue;
      const fx = await Fixture.create(rowNumber++);
      for (const caller of order) {
        const input = await row.input(fx);
        const called = await callProcedure(
          db,
          caller === "anonymous" ? null : caller === "owner" ? fx.owner : people[caller],
          path,
          input,
        );
        if (!matches(row.expect[caller], called)) {
          mismatches.push(
            `${path} as ${caller}: expected ${row.expect[caller]}, got ${called.outcome} (${called.message ?? ""})`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
