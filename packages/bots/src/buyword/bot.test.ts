import {
  type BuywordAction,
  type BuywordConfigInput,
  type BuywordState,
  buywordConfigSchema,
  buywordModule,
  TILE_LETTER,
} from "@wordhall/engine";
import { type Arrangement, arrange } from "@wordhall/engine/buyword/testing";
// biome-ignore lint/style/noRestrictedImports: the tests are a Node host: they hand the bot and the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { describe, expect, it } from "vitest";
import { BOT_LEVELS, type BotLevel } from "../core/bot";
import { buywordBot } from "./bot";
import { BUYWORD_LEVELS, DEADLINE_MARGIN_MS } from "./levels";
import { botRng } from "./testing/bot-games";

const lexicons = nodeLexicons();
const module = buywordModule({ lexicons });
const bot = buywordBot({ lexicons });
const T0 = 1_700_000_000_000;

function position(config: BuywordConfigInput, a: Arrangement, seed = "bot-test"): BuywordState {
  const setup = module.setup(buywordConfigSchema.parse(config), seed, { now: T0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  return arrange(setup.state, a);
}

function ask(state: BuywordState, seat: number, level: BotLevel = "hard", now = T0) {
  return bot({ view: module.view(state, seat), seat, level, rng: botRng("t", seat, state.step), now });
}

/** Applies what the bot decided; the engine must accept it. */
function play(state: BuywordState, seat: number, action: BuywordAction, now = T0): BuywordState {
  const result = module.apply(state, action, { now, actor: seat });
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code}`);
  return result.state;
}

function soldWord(state: BuywordState, action: BuywordAction | undefined): string {
  if (action?.type !== "sell") return "";
  const hand = state.players.flatMap((p) => p.hand);
  expect(action.tiles.every((t) => hand.includes(t))).toBe(true);
  return action.tiles.map((t) => (TILE_LETTER[t] === "*" ? action.wildAs : TILE_LETTER[t])).join("");
}

const finalSell = (hand: string, extra: Arrangement = {}): Arrangement => ({
  hands: { 0: hand },
  leader: 0,
  final: true,
  bagSize: 0,
  phase: { kind: "sell", turn: 0, pending: null },
  ...extra,
});

describe("the BuyWord bot", () => {
  it("sells only words the room's judge takes: never a banned word", () => {
    const state = position(
      { players: 1, house: { banned: ["rates", "stare", "tears", "aster", "taser", "treas"] } },
      finalSell("RATES"),
    );
    const decision = ask(state, 0);
    const word = soldWord(state, decision?.action);
    expect(word).not.toBe("");
    expect(["RATES", "STARE", "TEARS", "ASTER", "TASER", "TREAS"]).not.toContain(word);
    expect(module.judge(state.config).isWord(word)).toBe(true);
    play(state, 0, decision?.action as BuywordAction);
  });

  it("honours the platform's list when the host hands it over, as the engine does", () => {
    const platform = { allowed: [], banned: ["rates", "stare", "tears", "aster", "taser", "treas"] };
    const state = position({ players: 1, platform }, finalSell("RATES"));
    const withList = buywordBot({ lexicons, platform });
    const decision = withList({
      view: module.view(state, 0),
      seat: 0,
      level: "hard",
      rng: botRng("p", 0, 1),
      now: T0,
    });
    expect(["RATES", "STARE", "TEARS", "ASTER", "TASER", "TREAS"]).not.toContain(
      soldWord(state, decision?.action),
    );
    play(state, 0, decision?.action as BuywordAction);
  });

  it("easy and normal know the everyday words; hard knows every word the room takes", () => {
    expect(lexicons.get("common").has("qi")).toBe(false);
    const state = position({ players: 1 }, finalSell("QI"));
    expect(ask(state, 0, "hard")?.action).toMatchObject({ type: "sell", wildAs: null });
    for (const level of ["easy", "normal"] as const)
      expect(ask(state, 0, level)?.action).toEqual({ type: "endTurn", discard: [] });
  });

  it("in the last selling turn sells the best sale plan, wilds and all", () => {
    const state = position({ players: 1 }, finalSell("STRAINED*"));
    let s = state;
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const d = ask(s, 0);
      if (d?.action.type !== "sell") break;
      const before = s.players[0]?.money ?? 0;
      s = play(s, 0, d.action);
      total += (s.players[0]?.money ?? 0) - before;
    }
    // STRAINED with a wild: a nine-letter word (10 pips) beats any split of it.
    expect(total).toBeGreaterThanOrEqual(100);
    expect(s.players[0]?.hand.length).toBe(0);
  });

  it("keeps a hand on its way to a long word early in the game; over the limit, sells a long one", () => {
    const selling = (hand: string) =>
      position(
        { players: 1 },
        { hands: { 0: hand }, leader: 0, phase: { kind: "sell", turn: 0, pending: null } },
      );
    expect(ask(selling("RATE"), 0)?.action).toEqual({ type: "endTurn", discard: [] });
    const full = selling("STRAINEDPLUM");
    const sale = ask(full, 0)?.action;
    expect(soldWord(full, sale).length).toBeGreaterThanOrEqual(6);
    play(full, 0, sale as BuywordAction);
  });

  it("buys a cheap draw that makes words and lets a dear one of awkward letters go", () => {
    const decide = (draw: string) =>
      position(
        { players: 1 },
        {
          hands: { 0: "TRAIN" },
          draws: { 0: draw },
          leader: 0,
          count: draw.length,
          phase: { kind: "decide", turn: 0 },
        },
      );
    expect(ask(decide("ES"), 0)?.action).toEqual({ type: "buy" });
    expect(ask(decide("VWVK"), 0)?.action).toEqual({ type: "discard" });
  });

  it("as the owner, bidding last, tops the best bid by a dollar while the draw is worth it", () => {
    const state = position(
      { players: 2, variants: { auction: true } },
      {
        hands: { 0: "TRAIN" },
        draws: { 0: "ES" },
        leader: 0,
        count: 2,
        phase: { kind: "auction", owner: 0, order: [1, 0], index: 1, high: { seat: 1, amount: 3 } },
      },
    );
    expect(ask(state, 0)?.action).toEqual({ type: "bid", amount: 4 });
    const dear = { ...state, phase: { ...state.phase, high: { seat: 1, amount: 150 } } } as BuywordState;
    expect(ask(dear, 0)?.action).toEqual({ type: "pass" });
  });

  it("takes a trade that gains it a useful draw and money, and declines once done", () => {
    const state = position(
      { players: 2, variants: { trade: true } },
      {
        hands: { 0: "TRAIN", 1: "" },
        draws: { 0: "QZ", 1: "ES" },
        drawsOpen: true,
        leader: 0,
        count: 2,
        phase: { kind: "trade", offers: [{ from: 1, to: 0, money: 10 }], done: [false, false] },
      },
    );
    expect(ask(state, 0)?.action).toEqual({ type: "acceptTrade", from: 1 });
    const bad = {
      ...state,
      phase: { kind: "trade", offers: [{ from: 1, to: 0, money: -150 }], done: [true, false] },
    } as BuywordState;
    expect(ask(bad, 0)?.action).toEqual({ type: "declineTrade", from: 1 });
  });

  it("BW-22: does not offer a word the table voted down this turn again", () => {
    const state = position(
      { players: 2, variants: { themes: ["Animals"] } },
      {
        hands: { 0: "CAT" },
        leader: 0,
        theme: "Animals",
        final: true,
        bagSize: 0,
        phase: { kind: "sell", turn: 0, pending: null },
      },
    );
    const first = ask(state, 0)?.action;
    const word = soldWord(state, first);
    expect(word).not.toBe("");
    const proposed = play(state, 0, first as BuywordAction);
    // The other seat, a person, votes it down.
    const refused = play(proposed, 1, { type: "vote", fits: false });
    const again = ask(refused, 0)?.action;
    expect(soldWord(refused, again)).not.toBe(word);
    // Its own vote on another's sale is generous.
    const theirs = position(
      { players: 2, variants: { themes: ["Animals"] } },
      { hands: { 1: "DOG" }, leader: 1, theme: "Animals", phase: { kind: "sell", turn: 1, pending: null } },
    );
    const pending = play(theirs, 1, {
      type: "sell",
      tiles: theirs.players[1]?.hand.slice() ?? [],
      wildAs: null,
      at: null,
    });
    expect(ask(pending, 0)?.action).toEqual({ type: "vote", fits: true });
  });

  it("BW-22: in a themed round with a vote, prefers a word it knows fits the theme", () => {
    const themed = (themes: string[]) =>
      position(
        { players: 2, variants: { themes } },
        finalSell("ACT", { theme: themes[0] ?? null, hands: { 0: "ACT", 1: "E" } }),
      );
    const animals = themed(["Animals"]);
    expect(soldWord(animals, ask(animals, 0)?.action)).toBe("CAT");
    // A theme it knows nothing of changes nothing.
    const colours = themed(["Colours"]);
    expect(soldWord(colours, ask(colours, 0)?.action)).toBe("ACT");
  });

  it("acts after its reaction, never faster than its quickest, and within the room's time limit", () => {
    const limits = { decide: 2_000 };
    const state = position(
      { players: 1, timeLimits: limits },
      { hands: { 0: "TRAIN" }, draws: { 0: "ES" }, leader: 0, count: 2, phase: { kind: "decide", turn: 0 } },
    );
    const slow = position(
      { players: 1 },
      { hands: { 0: "TRAIN" }, draws: { 0: "ES" }, leader: 0, count: 2, phase: { kind: "decide", turn: 0 } },
    );
    const now = T0 + 100;
    for (const level of BOT_LEVELS) {
      const fastest = BUYWORD_LEVELS[level].reactionMs[0];
      for (let i = 0; i < 20; i++) {
        const input = { seat: 0, level, rng: botRng(`time-${i}`, 0, 1), now };
        const free = bot({ ...input, view: module.view(slow, 0) });
        expect(free?.at).toBeGreaterThanOrEqual(now + fastest);
        const limited = bot({ ...input, view: module.view(state, 0) });
        const deadline = module.view(state, 0).deadline as number;
        expect(limited?.at).toBeGreaterThanOrEqual(now + fastest);
        expect(limited?.at).toBeLessThanOrEqual(Math.max(now + fastest, deadline - DEADLINE_MARGIN_MS));
      }
    }
    // Easy is slower than hard.
    expect(BUYWORD_LEVELS.easy.reactionMs[0]).toBeGreaterThan(BUYWORD_LEVELS.hard.reactionMs[0]);
  });

  it("does nothing out of turn, once it has left, or when the game is over", () => {
    const state = position(
      { players: 2 },
      { hands: { 0: "CAT", 1: "DOG" }, leader: 0, phase: { kind: "sell", turn: 0, pending: null } },
    );
    expect(ask(state, 1)).toBeNull();
    const left = arrange(state, {
      hands: { 0: "CAT", 1: "DOG" },
      leader: 0,
      left: [0],
      phase: { kind: "sell", turn: 0, pending: null },
    });
    expect(ask(left, 0)).toBeNull();
    expect(ask({ ...state, phase: { kind: "over" } }, 0)).toBeNull();
  });
});
