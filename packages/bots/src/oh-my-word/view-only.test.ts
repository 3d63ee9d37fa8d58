import { type OmwState, ohMyWord } from "@wordhall/engine";
import { describe, expect, it } from "vitest";
import type { BotLevel } from "../core/bot";
import { ohMyWordKnowledge } from "../knowledge/build-knowledge";
import { ohMyWordBot } from "./bot";
import { botGameConfig } from "./testing/bot-game-configs";
import { botRng, playBotGame } from "./testing/bot-games";

const bot = ohMyWordBot({ knowledge: ohMyWordKnowledge() });

/**
 * The same game with every secret of `seat` changed: the bag in another order, other
 * players' token values (and the supply's) swapped around, another PRNG state, another
 * hidden deadline.
 */
function withOtherSecrets(s: OmwState, seat: number): OmwState {
  const others = s.players.flatMap((p, i) => (i === seat ? [] : p.tokens));
  const pool = [...others, ...s.supply].reverse();
  let k = 0;
  const players = s.players.map((p, i) =>
    i === seat ? p : { ...p, tokens: p.tokens.map(() => pool[k++] as number) },
  );
  const supply = s.supply.map(() => pool[k++] as number);
  const timer = s.timer.status === "running" ? { ...s.timer, deadline: s.timer.deadline + 7_919 } : s.timer;
  return {
    ...s,
    bag: [...s.bag].reverse(),
    players: s.phase === "playing" ? players : s.players,
    supply,
    rng: [s.rng[3], s.rng[0] ^ 0x5bd1e995, s.rng[1], s.rng[2] + 1],
    timer,
  };
}

describe("the Oh My Word bot sees only its own seat's view", () => {
  it("decides the same when anything its seat cannot see changes", () => {
    let compared = 0;
    let acted = 0;
    const levels: BotLevel[] = ["easy", "normal", "hard"];
    for (let g = 0; g < 12; g++) {
      const seed = `view-only-${g}`;
      const { seats, config } = botGameConfig(seed);
      const seatLevels = Array.from({ length: seats }, (_, i) => levels[(g + i) % 3] as BotLevel);
      playBotGame({
        config,
        seed,
        levels: seatLevels,
        bot,
        onAsk: (state) => {
          if (state.version % 4 !== 0) return;
          for (let seat = 0; seat < seats; seat++) {
            const input = {
              seat,
              level: seatLevels[seat] as BotLevel,
              rng: botRng(seed, seat, state.version),
              now: state.lastAt,
            };
            const real = bot({ ...input, view: ohMyWord.view(state, seat) });
            const other = bot({ ...input, view: ohMyWord.view(withOtherSecrets(state, seat), seat) });
            expect(other).toEqual(real);
            compared++;
            if (real !== null) acted++;
          }
        },
      });
    }
    expect(compared).toBeGreaterThan(1_000);
    expect(acted).toBeGreaterThan(300);
  });

  it("gives the same answer to the same question, and the same seed plays the same game", () => {
    const { seats, config } = botGameConfig("again");
    const levels = Array(seats).fill("normal");
    const a = playBotGame({ config, seed: "again", levels, bot });
    const b = playBotGame({
      config,
      seed: "again",
      levels,
      bot: ohMyWordBot({ knowledge: ohMyWordKnowledge() }),
    });
    expect(b.table.record).toEqual(a.table.record);
    const state = a.table.state;
    const input = {
      view: ohMyWord.view(state, 0),
      seat: 0,
      level: "hard" as const,
      rng: botRng("x", 0, 1),
      now: 5,
    };
    expect(bot(input)).toEqual(bot(input));
  });
});
