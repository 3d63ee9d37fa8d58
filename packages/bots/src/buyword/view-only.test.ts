import { type BuywordState, buywordModule, LETTER_TILE_COUNT } from "@wordhall/engine";
// biome-ignore lint/style/noRestrictedImports: the tests are a Node host: they hand the bot and the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { describe, expect, it } from "vitest";
import type { BotLevel } from "../core/bot";
import { buywordBot } from "./bot";
import { botGameConfig } from "./testing/bot-game-configs";
import { botRng, playBuywordBotGame } from "./testing/bot-games";

const lexicons = nodeLexicons();
const module = buywordModule({ lexicons });
const bot = buywordBot({ lexicons });

/**
 * The same game with every secret of `seat` changed (BW-30): the letters it cannot see (the
 * bag's, the other hands', and the other draws while they are face down) dealt again in
 * reverse order, each place keeping its size, how the others voted on a pending sale flipped,
 * and another generator state.
 */
function withOtherSecrets(s: BuywordState, seat: number): BuywordState {
  const hidden: number[] = s.bag.slice(s.bagNext);
  const isLetter = (t: number) => t < LETTER_TILE_COUNT;
  s.players.forEach((p, i) => {
    if (i !== seat) hidden.push(...p.hand.filter(isLetter));
  });
  // An auctioned draw is on the table (BW-15); other draws are face down until a trade or a draft.
  const auctioned = s.phase.kind === "auction" ? s.phase.owner : -1;
  const hiddenDraw = (i: number) => !s.drawsOpen && i !== seat && i !== auctioned;
  s.draws.forEach((d, i) => {
    if (hiddenDraw(i) && d) hidden.push(...d);
  });
  const pool = hidden.reverse();
  let k = 0;
  const next = () => pool[k++] as number;
  const bag = s.bag.slice(0, s.bagNext).concat(s.bag.slice(s.bagNext).map(next));
  const players = s.players.map((p, i) =>
    i === seat ? p : { ...p, hand: p.hand.map((t) => (isLetter(t) ? next() : t)) },
  );
  const draws = s.draws.map((d, i) => (hiddenDraw(i) && d ? d.map(next) : d));
  let phase = s.phase;
  if (phase.kind === "sell" && phase.pending) {
    const votes = phase.pending.votes.map((v, i) => (i === seat || v === null ? v : !v));
    phase = { ...phase, pending: { ...phase.pending, votes } };
  }
  return { ...s, bag, players, draws, phase, rng: [s.rng[3], s.rng[0] ^ 0x5bd1e995, s.rng[1], s.rng[2] + 1] };
}

describe("the BuyWord bot sees only its own seat's view", () => {
  it("decides the same when anything its seat cannot see changes", () => {
    let compared = 0;
    let acted = 0;
    let changed = 0;
    const levels: BotLevel[] = ["easy", "normal", "hard"];
    for (let g = 0; g < 24; g++) {
      const seed = `view-only-${g}`;
      const config = botGameConfig(seed);
      if (config.players === 1) continue;
      const seatLevels = Array.from({ length: config.players }, (_, i) => levels[(g + i) % 3] as BotLevel);
      playBuywordBotGame({
        module,
        config,
        seed,
        levels: seatLevels,
        bot,
        onAsk: (state, now) => {
          if (state.step % 3 !== 0) return;
          for (let seat = 0; seat < config.players; seat++) {
            const input = {
              seat,
              level: seatLevels[seat] as BotLevel,
              rng: botRng(seed, seat, state.step),
              now,
            };
            const other = withOtherSecrets(state, seat);
            if (JSON.stringify(other.players) !== JSON.stringify(state.players)) changed++;
            const real = bot({ ...input, view: module.view(state, seat) });
            expect(bot({ ...input, view: module.view(other, seat) })).toEqual(real);
            compared++;
            if (real !== null) acted++;
          }
        },
      });
    }
    expect(compared).toBeGreaterThan(1_000);
    expect(acted).toBeGreaterThan(300);
    // The secrets really changed: other hands held other letters.
    expect(changed).toBeGreaterThan(500);
  });

  it("gives the same answer to the same question, and the same seed plays the same game", () => {
    const config = botGameConfig("again-1");
    const levels = Array(config.players).fill("normal");
    const a = playBuywordBotGame({ module, config, seed: "again", levels, bot });
    const b = playBuywordBotGame({ module, config, seed: "again", levels, bot: buywordBot({ lexicons }) });
    expect(b.actions).toEqual(a.actions);
    const input = {
      view: module.view(a.state, 0),
      seat: 0,
      level: "hard" as const,
      rng: botRng("x", 0, 1),
      now: 5,
    };
    expect(bot(input)).toEqual(bot(input));
  });
});
