import {
  buywordConfigSchema,
  DIE_FACES,
  LETTER_TABLE,
  omwConfigSchema,
  STARTING_MONEY,
  wildsPerPlayer,
} from "@wordhall/engine";

// The numbers the "How to play" pages quote, read from the engine's own defaults so a rule
// change can never leave the guide saying something the tables no longer do.

const omw = omwConfigSchema.parse({});
const bw = buywordConfigSchema.parse({});

const seconds = (ms: number) => Math.round(ms / 1000);

export const OMW_FACTS = {
  minSeats: 2,
  maxSeats: 8,
  letters: Object.values(omw.tiles.letters).reduce((sum, n) => sum + n, 0),
  missingLetters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").filter((l) => !(omw.tiles.letters[l] ?? 0)),
  reverseTiles: omw.tiles.reverse,
  tokens: omw.tokens,
  tokenCount: omw.tokens.reduce((sum, t) => sum + t.count, 0),
  timerMinS: seconds(omw.timer.minMs),
  timerMaxS: seconds(omw.timer.maxMs),
  challengeS: seconds(omw.judging.challengeWindowMs),
  voteS: seconds(omw.judging.voteWindowMs),
} as const;

/** Pips of a letter on BuyWord's tiles (the wild counts 1). */
export function pipsOfLetter(letter: string): number {
  if (letter === "*") return 1;
  const row = LETTER_TABLE.find(([l]) => l === letter);
  if (!row) throw new Error(`No BuyWord tile for ${letter}`);
  return row[1];
}

/** Pips of a word or draw, and what it costs or fetches: the square of its pips (BW-8, BW-11). */
export function priceOf(letters: string): { pips: number; price: number } {
  const pips = letters.split("").reduce((sum, l) => sum + pipsOfLetter(l), 0);
  return { pips, price: pips * pips };
}

export const BUYWORD_FACTS = {
  startingMoney: STARTING_MONEY,
  handLimit: bw.variants.handLimit,
  wilds: [1, 2, 3, 4].map((players) => ({ players, each: wildsPerPlayer(players) })),
  tiles: LETTER_TABLE.reduce((sum, [, , count]) => sum + count, 0),
  dieFaces: DIE_FACES,
  bands: [
    { band: "fair", from: 800 },
    { band: "good", from: 900 },
    { band: "outstanding", from: 1000 },
  ],
} as const;
