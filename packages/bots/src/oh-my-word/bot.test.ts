import { type OmwAction, ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { describe, expect, it } from "vitest";
import type { BotDecision, BotLevel } from "../core/bot";
import { ohMyWordKnowledge } from "../knowledge/build-knowledge";
import { BUILT_IN_TERMS } from "../knowledge/built-in-terms/index";
import { splitTerms } from "../knowledge/term-bank";
import { ohMyWordBot } from "./bot";
import { OMW_LEVELS } from "./levels";
import { botRng } from "./testing/bot-games";

const bot = ohMyWordBot({ knowledge: ohMyWordKnowledge() });
const FOOD = { kind: "built-in", board: 3, side: "front" } as const;
const FRUIT = 2; // "Fruit" is the third category of board 3's front

/** Seat 0 is a person the test plays; the other seats are asked as bots. */
function table(seed: string, overrides: Record<string, unknown> = {}) {
  return new OmwTable(
    {
      seats: 3,
      firstSeat: 0,
      boards: [FOOD],
      tiles: { letters: { B: 40 }, reverse: 0 },
      judging: { mode: "challenge" },
      ...overrides,
    },
    seed,
  );
}

function ask(t: OmwTable, seat: number, level: BotLevel, now = t.now): BotDecision<OmwAction> {
  return bot({
    view: ohMyWord.view(t.state, seat),
    seat,
    level,
    rng: botRng("test", seat, t.state.version),
    now,
  });
}

function decided(d: BotDecision<OmwAction>): { action: OmwAction; at: number } {
  if (d === null) throw new Error("the bot had nothing to do");
  return d;
}

/** Seat 0 draws and claims Fruit with `term`; returns the claim's id. */
function personClaims(t: OmwTable, term: string): number {
  t.must(0, { type: "draw" }, t.now + 500);
  t.must(0, { type: "claim", category: FRUIT, term }, t.now + 3_000);
  return t.state.claims[t.state.claims.length - 1]?.id as number;
}

// Nonsense that passes the term check for B: the letter and no word in it.
const nonsense = (i: number) => `B${"zrtkpq".slice(i % 5)}${"x".repeat(1 + (i % 3))}${i}`;

describe("the Oh My Word bot judges others' claims", () => {
  it("challenges a term it believes clearly wrong: hard nearly always, easy seldom", () => {
    const share: Record<string, number> = {};
    for (const level of ["easy", "normal", "hard"] as const) {
      let challenged = 0;
      const runs = 60;
      for (let i = 0; i < runs; i++) {
        const t = table(`wrong-${i}`);
        const claim = personClaims(t, nonsense(i));
        const d = ask(t, 1, level);
        if (d === null) continue;
        expect(d.action).toEqual({ type: "challenge", claim });
        const made = t.state.claims[0]?.madeAt as number;
        expect(d.at).toBeGreaterThanOrEqual(made + OMW_LEVELS[level].judgeMs[0]);
        expect(d.at).toBeLessThan(t.state.claims[0]?.closesAt as number);
        // Sent at its instant, the challenge is accepted.
        t.must(1, d.action, d.at);
        challenged++;
      }
      share[level] = challenged / runs;
    }
    expect(share.hard).toBeGreaterThan(0.85);
    expect(share.easy).toBeLessThan(0.45);
    expect(share.normal).toBeGreaterThan(share.easy as number);
    expect(share.hard).toBeGreaterThan(share.normal as number);
  });

  it("lets a term it knows, or cannot fault, stand, and votes for it when someone else challenges", () => {
    for (const term of ["Banana", "Breadfruit", "The Blueberry"]) {
      const t = table(`good-${term}`);
      const claim = personClaims(t, term);
      for (const level of ["easy", "normal", "hard"] as const) expect(ask(t, 1, level)).toBeNull();
      t.must(2, { type: "challenge", claim }, t.now + 2_000);
      const d = ask(t, 1, "hard");
      expect(d?.action).toEqual({ type: "vote", claim, accept: true });
      t.must(1, d?.action as OmwAction, d?.at as number);
      expect(t.state.claims).toEqual([]); // one yes against one no: a tie stands (OMW-30)
      expect(t.state.covers[FRUIT]?.term).toBe(term);
    }
  });

  it("votes no on nonsense someone else challenged, and never judges its own claim", () => {
    const t = table("vote-no");
    const claim = personClaims(t, "Bzzzkt");
    t.must(2, { type: "challenge", claim }, t.now + 1_000);
    const d = ask(t, 1, "easy");
    expect(d?.action).toEqual({ type: "vote", claim, accept: false });
    t.must(1, d?.action as OmwAction, d?.at as number);
    expect(t.state.covers[FRUIT]).toBeNull(); // two of two judges said no (OMW-29)
    // Now seat 1 holds the bag: its own claim is not for it to judge.
    const own = table("own", { firstSeat: 1 });
    own.must(1, { type: "draw" }, own.now + 500);
    own.must(1, { type: "claim", category: FRUIT, term: "Bzzzkt" }, own.now + 1_000);
    expect(ask(own, 1, "hard")?.action).toEqual({ type: "pass" });
  });

  it("in a two-player game its challenge alone sends nonsense back to the bag", () => {
    const t = table("duel", { seats: 2 });
    personClaims(t, "Bxxkrt");
    const d = ask(t, 1, "hard");
    expect(d?.action.type).toBe("challenge");
    t.must(1, d?.action as OmwAction, d?.at as number);
    expect(t.state.covers[FRUIT]).toBeNull();
  });
});

describe("the Oh My Word bot holding the bag", () => {
  it("draws, covers an open category with a term it knows for the letter, then hands the bag on", () => {
    const t = table("holder", { firstSeat: 1 });
    const draw = ask(t, 1, "normal");
    expect(draw?.action).toEqual({ type: "draw" });
    const { drawMs, reactionMs } = OMW_LEVELS.normal;
    expect(draw?.at).toBeGreaterThanOrEqual(t.now + drawMs[0]);
    expect(draw?.at).toBeLessThanOrEqual(t.now + drawMs[1]);
    t.must(1, draw?.action as OmwAction, draw?.at as number);
    const claim = ask(t, 1, "normal");
    expect(claim?.action.type).toBe("claim");
    expect(claim?.at).toBeGreaterThanOrEqual(t.now + reactionMs[0]);
    const { category, term } = decided(claim).action as { category: number; term: string };
    const text = ohMyWord.view(t.state, 1).boards[0]?.categories[category]?.text as string;
    expect(splitTerms(BUILT_IN_TERMS[text]?.B)).toContain(term);
    t.must(1, claim?.action as OmwAction, claim?.at as number);
    expect(ask(t, 1, "normal")?.action).toEqual({ type: "pass" });
  });

  it("keeps the bag and waits for the timer when no term comes to mind", () => {
    const t = table("blank", {
      firstSeat: 1,
      boards: [{ kind: "custom", title: "House board", categories: ["Category 0", "Category 1"] }],
    });
    const draw = ask(t, 1, "hard");
    t.must(1, draw?.action as OmwAction, draw?.at as number);
    expect(ask(t, 1, "hard")).toBeNull();
    const events = t.expireTimer();
    expect(events.some((e) => e.type === "token-taken" && e.seat === 1)).toBe(true);
  });

  it("does nothing in a paused room, after leaving, or once the game is over", () => {
    const t = table("pause", { firstSeat: 1 });
    t.must(null, { type: "pause" }, t.now + 1);
    expect(ask(t, 1, "hard")).toBeNull();
    t.must(null, { type: "resume" }, t.now + 1);
    t.must(1, { type: "leave" }, t.now + 1);
    expect(ask(t, 1, "hard")).toBeNull();
    t.must(2, { type: "leave" }, t.now + 1);
    expect(t.state.phase).toBe("over");
    expect(ask(t, 0, "hard")).toBeNull();
  });

  it("hurries in the tiebreaker, where the holder at the bell is knocked out", () => {
    const thinking = (phase: "playing" | "tiebreaker") => {
      let total = 0;
      for (let i = 0; i < 200; i++) {
        const t = table(`haste-${i}`, { firstSeat: 1 });
        t.must(1, { type: "draw" }, t.now + 500);
        const view = { ...ohMyWord.view(t.state, 1), phase };
        const d = bot({ view, seat: 1, level: "normal", rng: botRng("haste", i, 0), now: t.now });
        total += (d?.at as number) - t.now;
      }
      return total;
    };
    expect(thinking("tiebreaker")).toBeLessThan(thinking("playing") * 0.7);
  });
});
