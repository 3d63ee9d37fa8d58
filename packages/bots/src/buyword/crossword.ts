import type { BuywordView, TileView } from "@wordhall/engine";
import type { LexiconJudge } from "@wordhall/words";
import { isWildTile, type SplitHand } from "./tiles";

type Dir = "across" | "down";
type Cell = { readonly code: number; readonly pips: number; readonly wild: boolean };

/** A crossword sale (BW-24 to BW-27): where it starts, the new tiles in the order they fill, what it fetches. */
export type Placement = {
  readonly at: { readonly row: number; readonly col: number; readonly dir: Dir };
  readonly tiles: readonly TileView[];
  readonly wildAs: string | null;
  /** The main word first, then the words formed at right angles. */
  readonly words: readonly string[];
  readonly total: number;
};

/** Automaton steps a search for a sale may take: keeps an ask within its time goal on a crowded grid. */
export const SALE_STEPS = 8_000;
/** Steps for a search that only values a hand (buying, bidding, drafting, trading weigh several). */
export const VALUE_STEPS = 3_000;

const A = 65;

/**
 * Every placement of the hand's tiles that crosses the grid and forms only words, with what
 * it fetches: the main word through the grid tiles it reuses, plus every word formed at right
 * angles, each the square of all its pips, grid tiles included. It walks the automaton along
 * each line that holds grid tiles, from each cell a word may start at, filling empty cells
 * from the hand (a letter held, or the one wild a sale may use) where the cross word they
 * make is a word, and following the grid's letters where there are some. At most `budget`
 * steps: on a crowded grid it returns what it found by then.
 */
export function crosswordPlacements(
  grid: NonNullable<BuywordView["grid"]>,
  split: SplitHand,
  words: LexiconJudge,
  budget = SALE_STEPS,
): Placement[] {
  // Cells as one small number (the lookups are the search's inner loop): the grid stays within
  // a few dozen cells of the centre, and a word reaches at most a hand's length beyond it.
  let reach = 0;
  for (const g of grid) reach = Math.max(reach, Math.abs(g.row), Math.abs(g.col));
  const span = new Span(reach + split.letters.length + 4);
  const cells = new Map<number, Cell>();
  for (const g of grid)
    cells.set(span.id(g.row, g.col), {
      code: g.letter.charCodeAt(0) - A,
      pips: g.tile.pips,
      wild: isWildTile(g.tile),
    });
  const search = new Search(cells, split, words, budget, span);
  // Starts before a grid run's first tile, fewest new tiles before it first, over every line:
  // a crowded grid then spends the budget on the likeliest words, not on long prefixes.
  const starts: { dir: Dir; line: number; start: number; last: number; lead: number }[] = [];
  for (const dir of ["across", "down"] as const) {
    const lines = new Map<number, number[]>();
    for (const g of grid) {
      const line = dir === "across" ? g.row : g.col;
      const at = lines.get(line);
      if (at) at.push(dir === "across" ? g.col : g.row);
      else lines.set(line, [dir === "across" ? g.col : g.row]);
    }
    for (const [line, positions] of lines) {
      const taken = new Set(positions);
      const last = Math.max(...positions);
      for (const p of positions) {
        if (taken.has(p - 1)) continue;
        for (let lead = 0; lead <= search.maxNew && (lead === 0 || !taken.has(p - lead)); lead++) {
          if (taken.has(p - lead - 1)) break;
          starts.push({ dir, line, start: p - lead, last, lead });
        }
      }
    }
  }
  starts.sort((a, b) => a.lead - b.lead);
  for (const s of starts) {
    if (search.spent()) break;
    search.from(s.dir, s.line, s.start, s.last);
  }
  return search.found;
}

/** Numbers cells row by row within ±reach of the centre. */
class Span {
  readonly width: number;
  readonly cells: number;

  constructor(private readonly reach: number) {
    this.width = 2 * reach + 1;
    this.cells = this.width * this.width;
  }

  id(row: number, col: number): number {
    return (row + this.reach) * this.width + (col + this.reach);
  }
}

class Search {
  readonly found: Placement[] = [];
  readonly maxNew: number;
  private steps = 0;
  /** Letters held, by code (0–25). */
  private readonly held: TileView[][] = Array.from({ length: 26 }, () => []);
  private readonly wild: TileView | null;
  /** Per direction, cell and letter (and wild or not): the cross word's pips, or -1 if it is no word. */
  private readonly cross = new Map<number, number>();
  private readonly crossWord = new Map<number, string>();
  // The path being tried.
  private dir: Dir = "across";
  private line = 0;
  private start = 0;
  /** The last grid tile's position along the line: no word that has crossed none may go past it. */
  private last = 0;
  private readonly codes: number[] = [];
  private readonly placed: TileView[] = [];
  private wildAs: string | null = null;
  private readonly crossKeys: number[] = [];

  constructor(
    private readonly cells: ReadonlyMap<number, Cell>,
    split: SplitHand,
    private readonly words: LexiconJudge,
    private readonly budget: number,
    private readonly span: Span,
  ) {
    for (const t of split.letters) this.held[t.letter.charCodeAt(0) - A]?.push(t);
    this.wild = split.wilds[0] ?? null;
    this.maxNew = split.letters.length + (this.wild ? 1 : 0);
  }

  spent(): boolean {
    return this.steps > this.budget;
  }

  private idAt(pos: number): number {
    return this.dir === "across" ? this.span.id(this.line, pos) : this.span.id(pos, this.line);
  }

  from(dir: Dir, line: number, start: number, last: number): void {
    this.dir = dir;
    this.line = line;
    this.start = start;
    this.last = last;
    // BW-25: the cell before the start must be empty.
    if (this.cells.has(this.idAt(start - 1))) return;
    this.walk(0, start, 0, 0, 0, false);
  }

  /** At `pos` with the automaton at `node`: the word's pips and wilds so far, the cross words' total, whether it has crossed. */
  private walk(
    node: number,
    pos: number,
    pips: number,
    wilds: number,
    crossTotal: number,
    crossed: boolean,
  ): void {
    if (++this.steps > this.budget) return;
    const graph = this.words.graph;
    const id = this.idAt(pos);
    const cell = this.cells.get(id);
    if (cell) {
      const child = graph.child(node, cell.code);
      if (child < 0) return;
      const w = wilds + (cell.wild ? 1 : 0);
      if (w > 1) return;
      this.codes.push(cell.code);
      this.advance(child, pos, pips + cell.pips, w, crossTotal, true);
      this.codes.pop();
      return;
    }
    if (this.placed.length >= this.maxNew) return;
    // Past the line's grid tiles with none crossed, no word can cross any more.
    if (!crossed && pos > this.last) return;
    for (let code = 0; code < 26; code++) {
      const child = graph.child(node, code);
      if (child < 0) continue;
      const tiles = this.held[code] as TileView[];
      if (tiles.length > 0) {
        const tile = tiles.pop() as TileView;
        this.place(child, id, pos, code, tile, pips, wilds, crossTotal, crossed);
        tiles.push(tile);
      }
      if (this.wild !== null && this.wildAs === null && wilds === 0) {
        this.wildAs = String.fromCharCode(A + code);
        this.place(child, id, pos, code, this.wild, pips, 1, crossTotal, crossed);
        this.wildAs = null;
      }
    }
  }

  private place(
    child: number,
    id: number,
    pos: number,
    code: number,
    tile: TileView,
    pips: number,
    wilds: number,
    crossTotal: number,
    crossed: boolean,
  ): void {
    const wild = isWildTile(tile);
    const k = (((this.dir === "across" ? 0 : 1) * this.span.cells + id) * 26 + code) * 2 + (wild ? 1 : 0);
    let crossPips = this.cross.get(k);
    if (crossPips === undefined) {
      crossPips = this.crossAt(id, code, tile, k);
      this.cross.set(k, crossPips);
    }
    if (crossPips < 0) return;
    this.placed.push(tile);
    this.codes.push(code);
    if (crossPips > 0) this.crossKeys.push(k);
    this.advance(child, pos, pips + tile.pips, wilds, crossTotal + crossPips * crossPips, crossed);
    if (crossPips > 0) this.crossKeys.pop();
    this.codes.pop();
    this.placed.pop();
  }

  private advance(
    node: number,
    pos: number,
    pips: number,
    wilds: number,
    crossTotal: number,
    crossed: boolean,
  ): void {
    // A word may end here only where the line's next cell is empty (BW-25).
    if (
      crossed &&
      this.placed.length > 0 &&
      this.codes.length >= 2 &&
      this.words.graph.isFinal(node) &&
      !this.cells.has(this.idAt(pos + 1))
    ) {
      this.record(pips, crossTotal);
    }
    this.walk(node, pos + 1, pips, wilds, crossTotal, crossed);
  }

  private record(pips: number, crossTotal: number): void {
    const word = String.fromCharCode(...this.codes.map((c) => c + A));
    if (!this.words.isWord(word)) return;
    const row = this.dir === "across" ? this.line : this.start;
    const col = this.dir === "across" ? this.start : this.line;
    this.found.push({
      at: { row, col, dir: this.dir },
      tiles: this.placed.slice(),
      wildAs: this.wildAs,
      words: [word, ...this.crossKeys.map((k) => this.crossWord.get(k) ?? "")],
      total: pips * pips + crossTotal,
    });
  }

  /**
   * The word a new tile makes at right angles (BW-26): 0 when it touches nothing that way,
   * else its pips if it is a word with at most one wild (counting the grid's), else -1.
   */
  private crossAt(id: number, code: number, tile: TileView, k: number): number {
    const step = this.dir === "across" ? this.span.width : 1;
    let word = String.fromCharCode(A + code);
    let pips = tile.pips;
    let wilds = isWildTile(tile) ? 1 : 0;
    let touches = false;
    for (let c = id - step; ; c -= step) {
      const g = this.cells.get(c);
      if (!g) break;
      touches = true;
      word = String.fromCharCode(A + g.code) + word;
      pips += g.pips;
      if (g.wild) wilds++;
    }
    for (let c = id + step; ; c += step) {
      const g = this.cells.get(c);
      if (!g) break;
      touches = true;
      word += String.fromCharCode(A + g.code);
      pips += g.pips;
      if (g.wild) wilds++;
    }
    if (!touches) return 0;
    if (wilds > 1 || !this.words.isWord(word)) return -1;
    this.crossWord.set(k, word);
    return pips;
  }
}
