import { boardTitle, categoryTexts, type OmwConfig } from "./config";

/** Facts that follow from the config alone; computed once per config object, never stored. */
export type Derived = {
  /** Tile id → its letter, or "" for a reverse tile. Letters come first, then reverse tiles. */
  readonly tileLetters: readonly string[];
  readonly tileCount: number;
  /** Category id → which board it is on and its text, board by board. */
  readonly categories: readonly { readonly board: number; readonly text: string }[];
  readonly boards: readonly { readonly title: string; readonly first: number; readonly count: number }[];
  /** Every token value in the game, ascending (for conservation checks and the supply). */
  readonly tokenValues: readonly number[];
};

const cache = new WeakMap<OmwConfig, Derived>();

export function derive(config: OmwConfig): Derived {
  const hit = cache.get(config);
  if (hit !== undefined) return hit;
  const tileLetters: string[] = [];
  for (const letter of Object.keys(config.tiles.letters).sort()) {
    const n = config.tiles.letters[letter] ?? 0;
    for (let i = 0; i < n; i++) tileLetters.push(letter);
  }
  for (let i = 0; i < config.tiles.reverse; i++) tileLetters.push("");
  const categories: { board: number; text: string }[] = [];
  const boards: { title: string; first: number; count: number }[] = [];
  config.boards.forEach((board, b) => {
    const texts = categoryTexts(board);
    boards.push({ title: boardTitle(board), first: categories.length, count: texts.length });
    for (const text of texts) categories.push({ board: b, text });
  });
  const tokenValues: number[] = [];
  for (const t of [...config.tokens].sort((a, b) => a.value - b.value)) {
    for (let i = 0; i < t.count; i++) tokenValues.push(t.value);
  }
  const derived: Derived = { tileLetters, tileCount: tileLetters.length, categories, boards, tokenValues };
  cache.set(config, derived);
  return derived;
}

export function isReverseTile(d: Derived, tile: number): boolean {
  return d.tileLetters[tile] === "";
}
