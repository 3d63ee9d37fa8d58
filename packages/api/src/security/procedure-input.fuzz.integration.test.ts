import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { GameKind } from "@wordhall/engine";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealtime } from "../realtime/registry";
import type { Realtime } from "../realtime/runtime";
import { createGame } from "../services/games/create-game";
import { playBuyword, playOmwWithTiebreaker } from "../services/results/test-games";
import type { SessionUser } from "../trpc";
import { allProcedures, type Called, callProcedure, sessionUser } from "./procedure-matrix";

// Hostile input to every procedure of the app router, through the real router and database:
// malformed, oversized, deeply nested, huge arrays, prototype-pollution keys, wrong types,
// and hostile text in every string the procedure takes (control characters, direction
// controls, invisible characters, halves of surrogate pairs, a megabyte of text). Each call
// must end in success or a 4xx-class error — never a server error — and a refused call must
// leave the stored games exactly as they were.

const FOUR_XX = new Set([
  "INVALID_INPUT",
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "TOO_MANY_REQUESTS",
]);

let database: TestDatabase;
let db: Db;
let realtime: Realtime;
let owner: SessionUser;
/** Calls the admin.* procedures, so hostile input reaches past their access check. */
let staffer: SessionUser;
let roomId: string;
let roomCode: string;
let packId: string;
let seatIds: string[];
const games = {} as Record<GameKind, string>;
/** Finished games of the owner's, so the procedures that read a finished game get that far. */
let finishedOmw: string;
let finishedBuyword: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  const ids = ["owner", "second", "third"].map((name) => `u-fuzz-${name}`);
  for (const id of ids) await db.user.create({ data: { id, name: id, email: `${id}@example.test` } });
  // Played with scripted times before the realtime's scheduler starts, so it races no move.
  finishedOmw = await playOmwWithTiebreaker(db, ids);
  finishedBuyword = await playBuyword(db, [ids[0] as string], [0]);
  realtime = createRealtime({ db, url: database.url, instance: "fuzz" });
  await realtime.start();
  owner = sessionUser(ids[0] as string, "player");
  await db.user.create({
    data: { id: "u-fuzz-admin", name: "admin", email: "u-fuzz-admin@example.test", role: "admin" },
  });
  staffer = sessionUser("u-fuzz-admin", "admin");
  const room = await callProcedure(db, owner, "rooms.create", { kind: "oh-my-word", name: "Fuzz room" });
  ({ id: roomId, code: roomCode } = room.value as { id: string; code: string });
  const pack = await callProcedure(db, owner, "packs.create", {
    title: "Fuzz pack",
    sides: [{ name: "Side", categories: Array.from({ length: 15 }, (_, i) => `Category ${i}`) }],
  });
  packId = (pack.value as { id: string }).id;
  seatIds = ids;
});

/** New games for each procedure, so no earlier accepted move (or its deadlines) carries over. */
async function freshGames() {
  for (const kind of ["oh-my-word", "buyword"] as const) {
    // Long timers: no deadline may fall due (and change a game) while a procedure is fuzzed.
    const config =
      kind === "buyword"
        ? { players: 3 }
        : {
            timer: { minMs: 600_000, maxMs: 600_000 },
            judging: { challengeWindowMs: 120_000, voteWindowMs: 120_000 },
          };
    games[kind] = (await createGame(db, { kind, config, seatUserIds: seatIds })).id;
  }
}
afterAll(async () => {
  // The figure: how many hostile calls the fuzz made, and how many a server error answered.
  console.log(`procedure fuzz: ${tally.requests} requests, ${tally.serverErrors} server errors`);
  await realtime.stop();
  await db.$disconnect();
  await database.drop();
});

/** A plausible input per procedure, so that mutated versions reach past the first checks. */
function template(path: string): Record<string, unknown> {
  const staffInput = staffTemplate(path);
  if (staffInput) return staffInput;
  if (path.startsWith("play.")) {
    const gameId = path.startsWith("play.ohMyWord.") ? games["oh-my-word"] : games.buyword;
    return {
      gameId,
      clientActionId: "fuzz-action-0001",
      // Every action's own fields, so each move's schema passes (extra keys are dropped).
      category: 0,
      term: "apple",
      claim: 0,
      accept: true,
      tile: 0,
      tiles: [0, 1],
      to: 1,
      from: 1,
      money: 5,
      count: 2,
      amount: 1,
      fits: true,
    };
  }
  if (path === "buyword.checkWord") return { gameId: games.buyword, word: "dog" };
  // After the game: the replay and the best-sale search run on hostile seats and ids.
  if (path === "buyword.missedSales") return { gameId: finishedBuyword, seat: 0 };
  if (path === "games.record" || path === "games.tiebreaks" || path === "games.ratingChanges")
    return { gameId: finishedOmw };
  // An away seat's requests (SEAT-2, SEAT-3) name the seat too.
  if (path === "games.standIn" || path === "games.endForAbsence")
    return { gameId: games["oh-my-word"], seat: 1 };
  if (path.startsWith("games.") || path === "live.game" || path === "live.snapshot")
    return { gameId: games["oh-my-word"] };
  if (path.startsWith("packs.")) {
    // A valid pack, so mutations of one field reach the service with the rest intact.
    return {
      id: packId,
      version: 1,
      title: "T",
      sides: [{ name: "S", categories: Array.from({ length: 15 }, (_, i) => `Category ${i}`) }],
      description: "About this pack.",
      search: "fuzz",
      limit: 5,
    };
  }
  // Exactly one of a room id and a code.
  if (path === "rooms.join") return { code: roomCode, as: "spectator" };
  if (path.startsWith("rooms.") || path === "live.room") {
    return {
      roomId,
      code: roomCode,
      // BuyWord's free text: themes and house words, checked by the engine's own schema.
      config: { variants: { themes: ["Animals"] }, house: { allowed: ["zzxq"] } },
      kind: "buyword",
      name: "R",
      seat: 1,
      ready: true,
      body: "hi",
      userId: "x",
    };
  }
  if (path.startsWith("leaderboards.")) return { kind: "buyword", limit: 5 };
  if (path.startsWith("daily.")) return { day: "2026-12-01", limit: 5 };
  if (path.startsWith("profile.")) return { userId: owner.id, limit: 5 };
  return {};
}

/** The moderators' procedures (and reports.create): only the fields each one reads. */
function staffTemplate(path: string): Record<string, unknown> | null {
  const reason = "A reason to act.";
  const pack = { packId, revision: 1 };
  const templates: Record<string, Record<string, unknown>> = {
    "reports.create": { target: { kind: "pack", packId }, reason: "spam", details: "Details." },
    "admin.packs.get": { packId },
    "admin.packs.approve": pack,
    "admin.packs.reject": { ...pack, reasonForAuthor: reason, note: reason },
    "admin.packs.fixAndApprove": {
      ...pack,
      fixes: [{ sideIndex: 0, categoryIndex: 0, text: "Fixed" }],
      reasonForAuthor: "r",
      note: "n",
    },
    "admin.packs.unpublish": { packId, reasonForAuthor: reason, note: reason },
    "admin.packs.feature": { packId, featured: true },
    "admin.reports.list": { status: "open", limit: 5 },
    "admin.reports.resolve": {
      reportId: "00000000-0000-4000-8000-000000000000",
      action: "dismiss",
      note: reason,
    },
    "admin.users.search": { query: "fuzz", limit: 5 },
    "admin.users.get": { userId: owner.id },
    "admin.users.setRole": { userId: owner.id, role: "moderator", reason },
    "admin.users.suspend": { userId: owner.id, reason },
    "admin.users.restore": { userId: owner.id, reason },
    "admin.games.get": { gameId: games["oh-my-word"] },
    "admin.games.end": { gameId: games["oh-my-word"], reasonForPlayers: reason, note: reason },
    "admin.lexicon.add": { word: "qxzv", list: "banned", reason },
    "admin.lexicon.remove": { word: "qxzv", list: "banned", reason },
    "admin.audit.search": { action: "pack.approve", targetQuery: "fuzz", limit: 5 },
    "admin.overview.stats": { days: 7 },
  };
  return templates[path] ?? (path.startsWith("admin.") ? {} : null);
}

/** More inputs of a procedure that reach other free text: Oh My Word's custom boards. */
function moreTemplates(path: string): Record<string, unknown>[] {
  const boards = [{ kind: "custom", title: "Our board", categories: ["Animals", "Rivers"] }];
  if (path === "rooms.create") return [{ kind: "oh-my-word", name: "R", config: { boards } }];
  if (path === "rooms.updateSettings") return [{ roomId, config: { boards } }];
  return [];
}

const MEGABYTE_STRING = "x".repeat(1_000_000);

/**
 * Characters free text is checked for: C0 and C1 controls and DEL, line breaks, direction
 * controls, invisible ones, a combining mark, and lone halves of surrogate pairs.
 */
const HOSTILE_CHARS = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\t",
  "\n",
  "\r",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u2028",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
  "\u200b",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "\u0301",
  "\ud800",
  "\udfff",
];

/** Whole hostile texts, each put in every string of every template. */
const HOSTILE_STRINGS = [
  "Fri\u0000day",
  "\u0000",
  "\u001b[31mred\u001b[0m",
  "c1\u009bcontrol",
  "two\nlines",
  "evil\u202Eoverride",
  "\u2067isolate\u2069",
  "\u200B",
  "\u200B\u200C\u200D\u2060\uFEFF\u00AD",
  "half \uD800 pair",
  "\uDFFF",
  `a${"\u0301".repeat(500)}`,
  "\u200B".repeat(100_000),
  MEGABYTE_STRING,
];

/** Strings of hostile characters mixed with plain ones, and of any code point at all. */
const hostileString = fc.oneof(
  fc.string({ unit: fc.constantFrom(...HOSTILE_CHARS, "a", "Z", " ", "7", "é"), maxLength: 24 }),
  fc.string({ unit: "binary", maxLength: 24 }),
  fc.constantFrom(...HOSTILE_STRINGS),
);

type Path = readonly (string | number)[];

/** Where the template holds a string; of an array, only its first element's. */
function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.length ? stringPaths(value[0], [...at, 0]) : [];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => stringPaths(v, [...at, key]));
  return [];
}

/** A copy of `value` with `replacement` at `path`. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/** Every hostile text, and a deep nesting, in every string of each of the procedure's templates. */
function textCases(path: string): unknown[] {
  return [template(path), ...moreTemplates(path)].flatMap((base) =>
    stringPaths(base).flatMap((at) => [
      ...HOSTILE_STRINGS.map((text) => replaceAt(base, at, text)),
      replaceAt(base, at, deeplyNested(2_000)),
    ]),
  );
}
const HUGE_ARRAY = Array.from({ length: 200_000 }, (_, i) => i);

function deeplyNested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Keys that pollute Object.prototype when an input is merged carelessly. */
const POLLUTING = JSON.parse(
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
);

/** Fixed hostile cases: whole inputs, and each field of the template replaced by hostile values. */
function fixedCases(path: string): unknown[] {
  const base = template(path);
  // Integers past a 32-bit column's range, too: zod's int() lets them through.
  const wrongTypes: unknown[] = [-1, 1e308, Number.NaN, null, true, "0", 2 ** 31, Number.MAX_SAFE_INTEGER];
  const cases: unknown[] = [
    MEGABYTE_STRING,
    HUGE_ARRAY,
    deeplyNested(5_000),
    POLLUTING,
    { ...POLLUTING, ...base },
  ];
  Object.keys(base).forEach((key, i) => {
    // Fields take turns at the two costly values; each gets a deep nesting and two wrong types.
    const big = i % 2 === 0 ? MEGABYTE_STRING : HUGE_ARRAY;
    const wrong = [wrongTypes[i % wrongTypes.length], wrongTypes[(i + 4) % wrongTypes.length]];
    for (const value of [big, deeplyNested(5_000), ...wrong]) {
      cases.push({ ...base, [key]: value });
    }
  });
  return cases;
}

const gameVersions = () =>
  db.game.findMany({
    where: { id: { in: Object.values(games) } },
    orderBy: { id: "asc" },
    select: { id: true, version: true, status: true },
  });
const gameStates = () =>
  db.game.findMany({
    where: { id: { in: Object.values(games) } },
    orderBy: { id: "asc" },
    select: { id: true, version: true, status: true, state: true, _count: { select: { actions: true } } },
  });

function describeInput(input: unknown): string {
  try {
    return String(JSON.stringify(input)).slice(0, 120);
  } catch {
    return "(too deep to print)";
  }
}

/** Procedures some input got past the schema of, into the service: their template is plausible. */
const reachedService = new Set<string>();

/** Calls made, and those answered with anything but success or a 4xx-class refusal. */
const tally = { requests: 0, serverErrors: 0 };

/** Calls once; returns whether the call succeeded (a success may change a game legitimately). */
async function checkCall(path: string, signedIn: SessionUser | null, input: unknown, failures: string[]) {
  const user = signedIn && path.startsWith("admin.") ? staffer : signedIn;
  const touchesGames = path.startsWith("play.");
  const before = touchesGames ? await gameVersions() : null;
  const called: Called = await callProcedure(db, user, path, input);
  tally.requests++;
  if (called.outcome !== "INVALID_INPUT") reachedService.add(path);
  const shown = describeInput(input);
  if (called.outcome !== "ok" && !FOUR_XX.has(called.outcome)) {
    tally.serverErrors++;
    failures.push(
      `${path} ${user ? "signed in" : "anonymous"}: ${called.outcome} ${called.message} for ${shown}`,
    );
  }
  if (before && called.outcome !== "ok") {
    expect(await gameVersions(), `${path} changed a game although refused (${shown})`).toEqual(before);
  }
  return called.outcome === "ok";
}

/** Runs one procedure's cases; if none succeeded, the games' whole rows must be as before. */
async function unchangedUnlessAccepted(run: () => Promise<boolean>) {
  await freshGames();
  const before = await gameStates();
  const anyAccepted = await run();
  if (!anyAccepted) expect(await gameStates()).toEqual(before);
}

describe("hostile input to every procedure", () => {
  it("gets a 4xx for oversized, deeply nested, huge-array, polluting and wrong-type input", async () => {
    const failures: string[] = [];
    for (const { path } of allProcedures()) {
      await unchangedUnlessAccepted(async () => {
        let accepted = false;
        for (const input of fixedCases(path))
          accepted = (await checkCall(path, owner, input, failures)) || accepted;
        return accepted;
      });
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted, "Object.prototype was polluted").toBeUndefined();
    // Every procedure's service was reached too, not only its schema (a template that is
    // itself invalid would fuzz nothing but zod).
    const schemaOnly = allProcedures()
      .map((p) => p.path)
      .filter((p) => !reachedService.has(p));
    expect(schemaOnly, "procedures whose fuzz never got past the input schema").toEqual([]);
  });

  it("gets a 4xx for hostile text in every string of every procedure, never a 5xx", async () => {
    const failures: string[] = [];
    for (const { path } of allProcedures()) {
      await unchangedUnlessAccepted(async () => {
        let accepted = false;
        for (const input of textCases(path))
          accepted = (await checkCall(path, owner, input, failures)) || accepted;
        return accepted;
      });
    }
    expect(failures).toEqual([]);
  });

  it("gets a 4xx for arbitrary values and mutated plausible inputs, signed in or not", async () => {
    const failures: string[] = [];
    for (const { path } of allProcedures()) {
      const base = template(path);
      const keys = Object.keys(base);
      const hostileValue = fc.oneof(fc.anything(), hostileString);
      const mutated = fc
        .dictionary(fc.constantFrom(...keys, "__proto__", "constructor", "extra"), hostileValue, {
          maxKeys: 3,
        })
        .map((changes) => ({ ...base, ...changes }));
      const paths = stringPaths(base);
      // One of the template's strings, however deep, replaced by generated hostile text.
      const retexted = paths.length
        ? fc.tuple(fc.constantFrom(...paths), hostileString).map(([at, text]) => replaceAt(base, at, text))
        : mutated;
      await unchangedUnlessAccepted(async () => {
        let accepted = false;
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              mutated,
              retexted,
              fc.anything({ withObjectString: true, withNullPrototype: true }),
              fc.anything({ values: [hostileString, fc.integer(), fc.constant(null)], maxDepth: 4 }),
            ),
            fc.boolean(),
            async (input, signedIn) => {
              accepted = (await checkCall(path, signedIn ? owner : null, input, failures)) || accepted;
            },
          ),
          { numRuns: 6, seed: 20261130 + path.length },
        );
        return accepted;
      });
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted, "Object.prototype was polluted").toBeUndefined();
  });
});
