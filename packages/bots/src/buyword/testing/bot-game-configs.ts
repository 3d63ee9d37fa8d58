import { type BuywordConfig, buywordConfigSchema, nextInt, type RngState, seedRng } from "@wordhall/engine";

/**
 * Room settings for seeded bot-only games: 1 to 4 players (solo in a quarter of them), each
 * variant on in about a third (the auction and trading only with others to deal with), both
 * lexicons, now and then house words (a banned everyday word, an allowed made-up one) and
 * time limits short enough to hurry the bots.
 */
export function botGameConfig(seed: string): BuywordConfig {
  let rng: RngState = seedRng(`config/${seed}`);
  const roll = (n: number) => {
    const [i, next] = nextInt(rng, n);
    rng = next;
    return i;
  };
  const players = 1 + roll(4);
  const on = () => roll(3) === 0;
  return buywordConfigSchema.parse({
    players,
    lexicon: roll(3) === 0 ? "common" : "broad",
    house:
      roll(4) === 0 ? { allowed: ["zorbs", "qoph"], banned: ["rates", "stare", "tears", "ten"] } : undefined,
    variants: {
      handLimit: [8, 8, 10, null][roll(4)],
      auction: on(),
      trade: on(),
      draft: on(),
      themes: roll(4) === 0 ? ["Animals", "Food"] : [],
      crossword: roll(4) === 0,
    },
    timeLimits:
      roll(4) === 0
        ? { choose: 4_000, draft: 5_000, trade: 20_000, decide: 5_000, bid: 4_000, sell: 30_000, vote: 5_000 }
        : {},
  });
}
