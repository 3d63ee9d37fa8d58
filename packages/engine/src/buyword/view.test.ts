import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedRng } from "../core/rng";
import type { BuywordConfigInput } from "./config";
import type { BuywordEvent } from "./events";
import { buywordEventsFor } from "./events-for";
import { playRandomGame } from "./sim/play-random-game";
import { RandomPlayer } from "./sim/random-player";
import type { BuywordState } from "./state";
import { act, arrange, buyword, config, lettersOf, newGame, T0 } from "./test-support";
import type { TileId } from "./tiles";
import { buywordView } from "./view";

const FORBIDDEN_KEY = /"(rng|bag|bagNext|seed|votes|config)":/;
const TILE = /"id":(\d+),"letter":"[A-Z*?]","pips":\d/g;

/** Every tile a payload shows (tile views serialise as {"id","letter","pips"}, in that order). */
function shownTiles(json: string): Set<TileId> {
  const tiles = new Set<TileId>();
  for (const m of json.matchAll(TILE)) tiles.add(Number(m[1]));
  return tiles;
}

/** Tiles that the rules put in front of everyone, from the server's own events. */
function publicTiles(events: readonly BuywordEvent[], into: Set<TileId>): void {
  const add = (ts: readonly TileId[]) => {
    for (const t of ts) into.add(t);
  };
  for (const e of events) {
    if (e.type === "draftPool" || e.type === "auctionStarted" || e.type === "drawDiscarded") add(e.tiles);
    else if ((e.type === "drew" || e.type === "bought") && e.open) add(e.tiles);
    else if (e.type === "drawsRevealed") for (const d of e.draws) add(d);
    else if (e.type === "finalRound") add(e.discarded);
    else if (e.type === "turnEnded") add(e.discarded);
    else if (e.type === "sold" || e.type === "saleProposed") add(e.sale.tiles);
  }
}

/** What `seat` must not see: the bag, and other seats' hands and closed draws, unless made public. */
function secretsFor(state: BuywordState, seat: number | null, known: ReadonlySet<TileId>): Set<TileId> {
  const secret = new Set<TileId>(state.bag.slice(state.bagNext));
  state.players.forEach((p, s) => {
    if (s === seat) return;
    for (const t of p.hand) if (!known.has(t)) secret.add(t);
    if (!state.drawsOpen) for (const t of state.draws[s] ?? []) if (!known.has(t)) secret.add(t);
  });
  return secret;
}

describe("BuyWord views", () => {
  it("BW-30: a seat sees its own hand and draw; others' hands as counts; money and sold words for all", () => {
    const base = newGame({ players: 3 }, "view");
    const state = arrange(base, {
      hands: { 0: "CAT*", 1: "DOGS**", 2: "" },
      draws: { 0: "ZAP", 1: "HEN", 2: "OX" },
      money: { 0: 150, 1: 220, 2: 90 },
      leader: 0,
      phase: { kind: "decide", turn: 0 },
    });
    const mine = buywordView(state, 0);
    expect(lettersOf(mine.you?.hand.map((t) => t.id) ?? [])).toBe("CAT*");
    expect(mine.players.map((p) => [p.money, p.letters, p.wilds])).toEqual([
      [150, 3, 1],
      [220, 4, 2],
      [90, 0, 0],
    ]);
    expect(mine.players[0]?.draw?.tiles?.map((t) => t.letter).join("")).toBe("ZAP");
    expect(mine.players[1]?.draw).toEqual({ count: 3, tiles: null });
    expect(mine.bagCount).toBe(state.bag.length);
    const spectator = buywordView(state, null);
    expect(spectator.you).toBeNull();
    expect(spectator.players.every((p) => p.draw?.tiles === null)).toBe(true);
    const json = JSON.stringify(spectator);
    expect(json).not.toContain('"bag"');
    expect(json).not.toContain('"rng"');
    // After a sale the word, its tiles and the money are public.
    const selling = arrange(state, { hands: { 0: "CAT" }, phase: { kind: "sell", turn: 0, pending: null } });
    const sold = act(selling, 0, { type: "sell", tiles: selling.players[0]?.hand.slice() ?? [] }).state;
    const seen = buywordView(sold, 2).players[0];
    expect(seen?.sales[0]?.words).toEqual([{ word: "CAT", pips: 4, price: 16 }]);
    expect(seen?.money).toBe(166);
  });

  it("BW-30: a private draw reaches only its drawer in the events", () => {
    let state = newGame({ players: 2 }, "events");
    const out: BuywordEvent[] = [];
    if (state.phase.kind === "choose") {
      const r = act(state, 0, { type: "choose", count: 2 });
      state = r.state;
      out.push(...r.events);
    }
    const bought = act(state, 0, { type: "buy" });
    out.push(...bought.events);
    const drewFor = (seat: number | null) =>
      buywordEventsFor(out, seat).filter((e) => e.type === "drew" || e.type === "bought");
    expect(drewFor(0).find((e) => e.type === "bought")).toMatchObject({ tiles: expect.any(Array) });
    expect(drewFor(1).find((e) => e.type === "bought")).toMatchObject({ tiles: null, count: 2 });
    expect(drewFor(null).every((e) => e.tiles === null)).toBe(true);
  });

  it("BW-30: across random games, no view or event shows the bag, the seed, the generator or a hidden tile", {
    timeout: 60_000,
  }, () => {
    const configArb = fc.record({
      players: fc.integer({ min: 1, max: 4 }),
      variants: fc.record({
        auction: fc.boolean(),
        trade: fc.boolean(),
        draft: fc.boolean(),
        themes: fc.constantFrom([], ["animals"]),
        crossword: fc.boolean(),
      }),
    }) as fc.Arbitrary<BuywordConfigInput>;
    fc.assert(
      fc.property(configArb, fc.integer({ min: 0, max: 2 ** 31 }), (input, n) => {
        const seed = `SEED-${n.toString(36)}-SECRET`;
        const cfg = config(input);
        const known = new Set<TileId>();
        const problems: string[] = [];
        const look = (state: BuywordState, events: readonly BuywordEvent[]) => {
          publicTiles(events, known);
          const rngText = state.rng.filter((x) => x > 99_999).map(String);
          for (
            let seat: number | null = null;
            seat === null || seat < state.players.length;
            seat = (seat ?? -1) + 1
          ) {
            const json = JSON.stringify([buywordView(state, seat), buywordEventsFor(events, seat)]);
            const shown = shownTiles(json);
            const key = FORBIDDEN_KEY.exec(json);
            if (key) problems.push(`seat ${seat} sees the key ${key[1]}`);
            if (json.includes(seed) || json.includes("SECRET")) problems.push(`seat ${seat} sees the seed`);
            for (const r of rngText)
              if (json.includes(r)) problems.push(`seat ${seat} sees generator state ${r}`);
            const secret = secretsFor(state, seat, known);
            for (const t of shown) if (secret.has(t)) problems.push(`seat ${seat} sees hidden tile ${t}`);
          }
        };
        const setup = buyword.setup(cfg, seed, { now: T0, actor: null });
        if (setup.ok) look(setup.state, setup.events);
        const game = playRandomGame(buyword, cfg, seed, {
          // Leaving (BW-33) settles hidden draws too: they must go out only as public discards.
          player: new RandomPlayer(seedRng(`player:${seed}`), {
            sellAttempts: 12,
            timeoutChance: 0.02,
            leaveChance: 0.003,
          }),
          onStep: (info) => {
            if (problems.length === 0) look(info.after, info.events);
          },
        });
        expect(problems).toEqual([]);
        expect(game.finished).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
