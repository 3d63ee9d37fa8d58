import type { OmwClaimView, OmwView } from "@wordhall/client";
import { ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { describe, expect, it } from "vitest";
import { describeEvent } from "./describe-event";
import {
  canLeave,
  claimAction,
  leaveConsequence,
  myTurn,
  nextHolder,
  openCategories,
  playOrder,
  seatNamer,
  situationKey,
  waitReason,
} from "./table-model";

const seat = (s: number, over: Partial<OmwView["seats"][number]> = {}) => ({
  seat: s,
  left: false,
  inPlay: true,
  holdsBag: false,
  tokenCount: 0,
  tokens: null,
  score: null,
  ...over,
});

function view(over: Partial<OmwView> = {}): OmwView {
  return {
    game: "oh-my-word",
    version: 3,
    you: 1,
    phase: "playing",
    paused: false,
    rules: {
      scoring: "points",
      judging: "challenge",
      challengeWindowMs: 10_000,
      voteWindowMs: 10_000,
      timerRangeMs: [25_000, 45_000],
      tiebreaker: "elimination",
      refuseRepeatedTerms: false,
    },
    seats: [seat(0), seat(1), seat(2), seat(3)],
    holder: 1,
    direction: 1,
    turn: { stage: "draw", letter: null, chosen: null },
    boards: [
      {
        title: "Board",
        categories: [
          { id: 0, text: "Fruit", cover: { letter: "A", seat: 0, term: "Apple", claim: 7 } },
          { id: 1, text: "River", cover: null },
        ],
      },
    ],
    coveredCount: 1,
    categoryCount: 2,
    bagCount: 100,
    reverseTilesAside: 0,
    supplyCount: 25,
    timer: { running: true, startedAt: 0 },
    claims: [],
    moves: {
      draw: { ok: true },
      claim: { ok: false, code: "must-draw-first", message: "Draw a tile first." },
      pass: { ok: false, code: "must-draw-first", message: "Draw a tile first." },
      leave: { ok: true },
    },
    tiebreaker: null,
    ended: null,
    result: null,
    ...over,
  };
}

/** Three seats, seat 0 first, letters only (no reverse tile to move the bag), long judging windows. */
const threeSeats = (boards: unknown[]) => ({
  seats: 3,
  firstSeat: 0,
  boards,
  tiles: { letters: { M: 20 }, reverse: 0 },
  judging: { mode: "challenge", challengeWindowMs: 60_000, voteWindowMs: 60_000 },
});

const claim = (over: Partial<OmwClaimView> = {}): OmwClaimView => ({
  id: 7,
  seat: 0,
  category: 0,
  letter: "A",
  term: "Apple",
  madeAt: 0,
  closesAt: 10_000,
  challengedBy: null,
  votes: [],
  ...over,
});

describe("the Oh My Word table's model", () => {
  it("gives the holder the move the engine takes now, and nobody else anything", () => {
    const t = new OmwTable(threeSeats([{ kind: "custom", title: "T", categories: ["a", "b", "c"] }]));
    const at = (seat: number | null) => myTurn(ohMyWord.view(t.state, seat));
    expect([at(0), at(1), at(null)]).toEqual(["draw", null, null]);
    t.must(0, { type: "draw" }, t.now + 10);
    expect(at(0)).toBe("claim");
    t.must(
      0,
      { type: "claim", category: 0, term: `${ohMyWord.view(t.state, 0).turn.letter}ango` },
      t.now + 10,
    );
    expect(at(0)).toBe("pass");
    t.must(null, { type: "pause" }, t.now + 10);
    expect(at(0)).toBeNull();
  });

  it("waits, in the engine's own words, while the engine would refuse a draw", () => {
    const t = new OmwTable(threeSeats([{ kind: "custom", title: "T", categories: ["a", "b"] }]));
    for (const category of [0, 1]) {
      const holder = t.state.holder as number;
      t.must(holder, { type: "draw" }, t.now + 10);
      t.must(holder, { type: "claim", category, term: "Mango" }, t.now + 10);
      t.must(holder, { type: "pass" }, t.now + 10);
    }
    const holder = t.state.holder as number;
    const full = ohMyWord.view(t.state, holder);
    expect(myTurn(full)).toBe("wait");
    const refused = t.act(holder, { type: "draw" }, t.now + 10);
    expect(refused.ok).toBe(false);
    expect(waitReason(full)).toBe(refused.ok ? null : refused.error.message);
    expect(waitReason(full)).toMatch(/Every category is covered.*open claims/);
    // Someone else's wait is not the viewer's.
    expect(myTurn(ohMyWord.view(t.state, (holder + 1) % 3))).toBeNull();
    expect(waitReason(ohMyWord.view(t.state, (holder + 1) % 3))).toBeNull();
  });

  it("changes the situation (and so drops an old refusal) when the bag moves or the game ends", () => {
    const base = situationKey(view());
    expect(situationKey(view({ holder: 2 }))).not.toBe(base);
    expect(situationKey(view({ turn: { stage: "claim", letter: "B", chosen: null } }))).not.toBe(base);
    expect(situationKey(view({ phase: "over", holder: null }))).not.toBe(base);
    // A vote on someone's claim or a new version alone keeps it: the refusal still applies.
    expect(situationKey(view({ version: 9, claims: [claim({ challengedBy: 2 })] }))).toBe(base);
  });

  it("follows the direction and skips players out of play for the next holder and the bag order", () => {
    expect(nextHolder(view())).toBe(2);
    expect(nextHolder(view({ direction: -1 }))).toBe(0);
    const withLeft = view({ seats: [seat(0), seat(1), seat(2, { left: true, inPlay: false }), seat(3)] });
    expect(nextHolder(withLeft)).toBe(3);
    expect(playOrder(withLeft)).toEqual([1, 3, 0]);
    expect(playOrder(view({ direction: -1 }))).toEqual([1, 0, 3, 2]);
  });

  it("offers only uncovered categories", () => {
    expect(openCategories(view()).map((c) => c.id)).toEqual([1]);
  });

  it("lets others challenge a claim once, then lets the remaining judges vote once", () => {
    expect(claimAction(view(), claim())).toBe("challenge");
    expect(claimAction(view({ you: 0 }), claim())).toBe("wait");
    expect(claimAction(view(), claim({ challengedBy: 2 }))).toBe("vote");
    expect(claimAction(view(), claim({ challengedBy: 1 }))).toBe("voted");
    expect(claimAction(view(), claim({ challengedBy: 2, votes: [{ seat: 1, accept: true }] }))).toBe("voted");
    expect(claimAction(view({ you: null }), claim())).toBeNull();
    const trust = view();
    expect(claimAction({ ...trust, rules: { ...trust.rules, judging: "trust" } }, claim())).toBeNull();
  });

  it("names the viewer 'You' and others by name, in the log too", () => {
    const name = seatNamer(
      [
        { seat: 0, userId: "a", name: "Ann", bot: null },
        { seat: 1, userId: "b", name: "Bo", bot: null },
      ],
      1,
    );
    expect([name(0), name(1), name(5)]).toEqual(["Ann", "You", "Seat 6"]);
    const v = view();
    expect(describeEvent({ type: "tile-drawn", seat: 0, letter: null }, v, name)).toBe(
      "Ann drew a reverse tile!",
    );
    expect(describeEvent({ type: "timer-went-off", holder: 1, at: 0 }, v, name)).toBe(
      "Time! You were holding the bag.",
    );
    expect(describeEvent({ type: "token-taken", seat: 0 }, v, name)).toBe("Ann took a bad-luck token.");
    expect(describeEvent({ type: "token-taken", seat: 1, value: 3 }, v, name)).toBe(
      "You took a bad-luck token worth 3.",
    );
    expect(
      describeEvent(
        { type: "category-covered", seat: 0, category: 1, letter: "R", term: "Rhine", claim: 1, closesAt: 5 },
        v,
        name,
      ),
    ).toBe("Ann covered “River” with R: Rhine.");
    expect(describeEvent({ type: "category-chosen", seat: 0, category: 1 }, v, name)).toBeNull();
    // "You" inside a sentence reads as "you", and its possessive as "Your".
    expect(describeEvent({ type: "bag-passed", from: 0, to: 1, reason: "pass" }, v, name)).toBe(
      "Ann passed the bag to you.",
    );
    expect(describeEvent({ type: "tile-returned", seat: 1, letter: "S", category: null }, v, name)).toBe(
      "Your S went back into the bag.",
    );
    expect(describeEvent({ type: "tile-returned", seat: 0, letter: "S", category: null }, v, name)).toBe(
      "Ann's S went back into the bag.",
    );
  });
});

describe("leaving the table (OMW-43 to OMW-46)", () => {
  it("is for seated players still in a game that is not over, as the engine says", () => {
    const t = new OmwTable(threeSeats([{ kind: "custom", title: "T", categories: ["a", "b", "c"] }]));
    expect(canLeave(ohMyWord.view(t.state, 1))).toBe(true);
    expect(canLeave(ohMyWord.view(t.state, null))).toBe(false);
    t.must(1, { type: "leave" }, t.now + 10);
    expect(canLeave(ohMyWord.view(t.state, 1))).toBe(false);
    t.must(2, { type: "leave" }, t.now + 10);
    expect(t.state.phase).toBe("over");
    expect(canLeave(ohMyWord.view(t.state, 0))).toBe(false);
  });

  it("says what leaving does now: the tile in hand, and the end when fewer than two stay", () => {
    const plain = leaveConsequence(view({ holder: 0 }));
    expect(plain).toMatch(/keep your tokens.*skipped.*no longer judge.*rank below/);
    expect(plain).not.toMatch(/tile in your hand|game ends/);
    expect(leaveConsequence(view({ turn: { stage: "claim", letter: "R", chosen: null } }))).toMatch(
      /tile in your hand goes back to the bag/,
    );
    const two = view({ seats: [seat(0), seat(1), seat(2, { left: true, inPlay: false })] });
    expect(leaveConsequence(two)).toMatch(/game ends now/);
  });
});
