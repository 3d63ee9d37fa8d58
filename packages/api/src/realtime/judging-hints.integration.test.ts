import { ohMyWordKnowledge } from "@wordhall/bots";
import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { type OmwView, ohMyWord } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../root";
import { applyPlayerAction } from "../services/games/apply-action";
import { createGame } from "../services/games/create-game";
import { type OmwViewWithHints, serverHintKnowledge } from "../services/games/judging-hints";
import { callerAs, makeUser } from "../services/rooms/test-callers";
import { createCallerFactory, type SessionUser } from "../trpc";
import type { LiveGameMessage } from "./live-message";
import { createRealtime } from "./registry";
import type { Realtime } from "./runtime";
import { applyViewPatch } from "./view-patch";

let database: TestDatabase;
let db: Db;
let rt: Realtime;
const users: SessionUser[] = [];

const T0 = Date.UTC(2026, 11, 3, 12, 0, 0);
const TIMER = 60_000;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  rt = createRealtime({ db, url: database.url, instance: "hints" });
  for (const name of ["ana", "bo", "cy", "di"]) {
    await db.user.create({ data: { id: `h-${name}`, name, email: `${name}@hints.test` } });
    users.push({ id: `h-${name}`, name, email: `${name}@hints.test`, role: "player" });
  }
  // WordNet's first read takes up to a few seconds on a loaded machine: done here, before
  // anything below waits on a message.
  serverHintKnowledge();
}, 120_000);
afterAll(async () => {
  await rt?.stop();
  await db?.$disconnect();
  await database?.drop();
});

const user = (i: number) => users[i] as SessionUser;
let rooms = 0;
const bank = ohMyWordKnowledge();

/** A public Oh My Word room with its hints on or off, and a 3-seat game in it. */
async function gameInRoom(judgingHints: boolean): Promise<string> {
  const room = await db.room.create({
    data: {
      code: `H${judgingHints ? 1 : 0}${++rooms}`,
      kind: "oh_my_word",
      name: "Hints",
      hostId: user(0).id,
      config: { game: {}, packBoards: null, kicked: [], options: { judgingHints } },
    },
  });
  const game = await createGame(db, {
    kind: "oh-my-word",
    config: { seats: 3, firstSeat: 0, timer: { minMs: TIMER, maxMs: TIMER } },
    seatUserIds: users.slice(0, 3).map((u) => u.id),
    now: T0,
    roomId: room.id,
  });
  return game.id;
}

async function viewOf(gameId: string, seat: number): Promise<OmwView> {
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  return ohMyWord.view(game.state as never, seat);
}

let step = 0;
async function act(gameId: string, seat: number, action: unknown, at: number) {
  step++;
  await applyPlayerAction(db, {
    gameId,
    userId: user(seat).id,
    clientActionId: `hint-${step}`,
    action,
    now: () => at,
  });
}

/**
 * The holder draws until a letter comes (a reverse tile hands the bag on), claims a category
 * with a term from the bots' bank for it, and the next seat challenges. Returns who claimed,
 * who challenged, and the claim.
 */
async function claimAndChallenge(gameId: string) {
  let at = T0 + 1_000;
  const later = () => {
    at += 500;
    return at;
  };
  for (let draws = 0; draws < 12; draws++) {
    const { holder } = await viewOf(gameId, 0);
    if (holder === null) throw new Error("nobody holds the bag");
    await act(gameId, holder, { type: "draw" }, later());
    const view = await viewOf(gameId, holder);
    const letter = view.turn.letter;
    if (letter === null) continue;
    const categories = view.boards.flatMap((b) => b.categories).filter((c) => c.cover === null);
    const chosen = categories.find((c) => bank.termsFor(c.text, letter).length > 0);
    if (!chosen) throw new Error(`no bank term for ${letter}`);
    const term = bank.termsFor(chosen.text, letter)[0]?.term as string;
    await act(gameId, holder, { type: "claim", category: chosen.id, term }, later());
    const claim = (await viewOf(gameId, holder)).claims.at(-1);
    if (!claim) throw new Error("the claim was not made");
    const challenger = (holder + 1) % 3;
    await act(gameId, challenger, { type: "challenge", claim: claim.id }, later());
    return { claimant: holder, challenger, other: (holder + 2) % 3, claim, category: chosen.text, term };
  }
  throw new Error("only reverse tiles came out");
}

/** Opens live.game as `who` and reads it message by message. */
function subscribe(who: SessionUser | null, gameId: string) {
  const abort = new AbortController();
  const caller = createCallerFactory(appRouter)(
    { db, headers: new Headers(), user: who },
    { signal: abort.signal },
  );
  const iterable = caller.live.game({ gameId });
  let iterator: AsyncIterator<unknown> | null = null;
  const texts: string[] = [];
  async function nextGame(timeoutMs = 15_000): Promise<LiveGameMessage> {
    iterator ??= (await iterable)[Symbol.asyncIterator]();
    const it = iterator;
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), timeoutMs);
      });
      const result = await Promise.race([it.next(), timeout]).finally(() => clearTimeout(timer));
      if (result === "timeout" || result.done) throw new Error("no message came");
      const value = result.value as [string, string] | string;
      if (!Array.isArray(value)) continue; // presence
      texts.push(value[1]);
      return JSON.parse(value[1]) as LiveGameMessage;
    }
  }
  async function close() {
    abort.abort();
    await iterator?.return?.();
  }
  return { nextGame, texts, close };
}

async function snapshotView(who: SessionUser | null, gameId: string) {
  const sub = subscribe(who, gameId);
  const first = await sub.nextGame();
  await sub.close();
  if (first.type !== "snapshot") throw new Error("a snapshot first");
  return { view: first.view as OmwViewWithHints, texts: sub.texts };
}

describe("judging hints in the live view", () => {
  it("shows the voters a hint once a term is challenged, and nobody else", async () => {
    const gameId = await gameInRoom(true);
    // A voter watching from the start: the hint comes with the challenge's step, not before.
    const watcher = subscribe(user(1), gameId);
    const first = await watcher.nextGame();
    if (first.type !== "snapshot") throw new Error("a snapshot first");
    const { claimant, challenger, other, claim, term } = await claimAndChallenge(gameId);

    let view = first.view as OmwViewWithHints;
    const hintedAt: number[] = [];
    const target = (await viewOf(gameId, 0)).version;
    while (view.version < target) {
      const message = await watcher.nextGame();
      if (message.type !== "step") throw new Error("steps after the snapshot");
      view = applyViewPatch(view, message.patch) as OmwViewWithHints;
      if (view.judgingHints !== undefined) hintedAt.push(view.version);
    }
    await watcher.close();
    const challengedAt = target;
    if (claimant !== 1) {
      // Seat 1 votes on this claim: its hint arrives with the challenge, and only then.
      expect(hintedAt).toEqual([challengedAt]);
      expect(view.judgingHints?.[String(claim.id)]).toMatchObject({ kind: "fits" });
    } else expect(hintedAt).toEqual([]);

    // Both voters' views hold it: the challenger's and the other seat's.
    for (const seat of [challenger, other]) {
      const { view: seen } = await snapshotView(user(seat), gameId);
      const hint = seen.judgingHints?.[String(claim.id)];
      expect(hint?.kind).toBe("fits");
      expect(hint && "reason" in hint ? hint.reason : "").toContain(term);
    }
    // The claimant and a spectator are not voting: no hint at all reaches them.
    for (const who of [user(claimant), user(3)]) {
      const { view: seen, texts } = await snapshotView(who, gameId);
      expect(seen.claims.map((c) => c.id)).toContain(claim.id);
      expect(seen.judgingHints).toBeUndefined();
      expect(texts.join("")).not.toContain("judgingHints");
    }
  });

  it("sends no hint at all when the room turned them off", async () => {
    const gameId = await gameInRoom(false);
    const { challenger, other, claim } = await claimAndChallenge(gameId);
    for (const seat of [challenger, other]) {
      const { view, texts } = await snapshotView(user(seat), gameId);
      expect(view.claims.find((c) => c.id === claim.id)?.challengedBy).toBe(challenger);
      expect(view.judgingHints).toBeUndefined();
      expect(texts.join("")).not.toContain("judgingHints");
    }
  });
});

describe("the judgingHints room option", () => {
  it("is on by default for Oh My Word, kept through other changes, and can be turned off", async () => {
    const host = await makeUser(db, "hint-host");
    const created = await callerAs(db, host).rooms.create({ kind: "oh-my-word", name: "Hinted" });
    let room = await callerAs(db, host).rooms.get({ roomId: created.id });
    expect(room.config.options).toEqual({ judgingHints: true, tableMode: false });

    await callerAs(db, host).rooms.updateSettings({ roomId: created.id, options: { judgingHints: false } });
    await callerAs(db, host).rooms.updateSettings({ roomId: created.id, name: "Renamed" });
    room = await callerAs(db, host).rooms.get({ roomId: created.id });
    expect(room.config.options).toEqual({ judgingHints: false, tableMode: false });

    const off = await callerAs(db, host).rooms.create({
      kind: "oh-my-word",
      name: "Unhinted",
      options: { judgingHints: false },
    });
    expect((await callerAs(db, host).rooms.get({ roomId: off.id })).config.options.judgingHints).toBe(false);
  });

  it("is refused for BuyWord, and anything else in the options is refused", async () => {
    const host = await makeUser(db, "hint-bw-host");
    await expect(
      callerAs(db, host).rooms.create({ kind: "buyword", name: "Words", options: { judgingHints: true } }),
    ).rejects.toThrow("Judging hints are for Oh My Word rooms.");
    const plain = await callerAs(db, host).rooms.create({ kind: "buyword", name: "Words" });
    expect((await callerAs(db, host).rooms.get({ roomId: plain.id })).config.options.judgingHints).toBe(
      false,
    );
    await expect(
      callerAs(db, host).rooms.create({
        kind: "oh-my-word",
        name: "Odd",
        options: { judgingHints: "yes" } as never,
      }),
    ).rejects.toThrow();
    await expect(
      callerAs(db, host).rooms.create({ kind: "oh-my-word", name: "Odd", options: { hints: true } as never }),
    ).rejects.toThrow();
  });
});
