import type { BuywordState, Phase, PlayerState } from "../state";
import { FIRST_WILD, TILE_COUNT, TILE_LETTER, type TileId } from "../tiles";

export type Arrangement = {
  /** Per seat: letters, "*" for a wild. Seats not named keep nothing. */
  hands?: Record<number, string>;
  /** Per seat: the draw it holds (in the decide phase, say). */
  draws?: Record<number, string>;
  /** Letters at the top of the bag, in drawing order; the remaining letters follow. */
  bag?: string;
  /** Letters left in the bag in total, top first; takes the rest out of the game. */
  bagSize?: number;
  money?: Record<number, number>;
  /** Seats whose players have left (BW-33). */
  left?: readonly number[];
  phase?: Phase;
  leader?: number;
  round?: number;
  count?: number | null;
  grid?: Record<string, string>;
  theme?: string | null;
  drawsOpen?: boolean;
  final?: boolean;
};

/**
 * Builds a consistent position: every tile ends up in exactly one place. Letters named in
 * hands, draws, the grid and the top of the bag are taken by letter; the others stay in the
 * bag (or, with bagSize, are discarded); wilds nobody holds are discarded.
 */
export function arrange(state: BuywordState, a: Arrangement): BuywordState {
  const free = new Set<TileId>(Array.from({ length: TILE_COUNT }, (_, i) => i));
  const take = (letter: string): TileId => {
    for (const t of free) {
      if (TILE_LETTER[t] === letter.toUpperCase()) {
        free.delete(t);
        return t;
      }
    }
    throw new Error(`no free tile ${letter}`);
  };
  const takeAll = (letters: string) => [...letters].map(take);
  const n = state.players.length;
  const grid: Record<string, { tile: TileId; letter: string }> = {};
  const gridSales: TileId[] = [];
  for (const [key, letter] of Object.entries(a.grid ?? {})) {
    const wild = letter.startsWith("*");
    const tile = take(wild ? "*" : letter);
    grid[key] = { tile, letter: wild ? (letter[1] ?? "?").toUpperCase() : letter.toUpperCase() };
    gridSales.push(tile);
  }
  const players: PlayerState[] = [];
  for (let s = 0; s < n; s++) {
    players.push({
      money: a.money?.[s] ?? state.players[s]?.money ?? 200,
      hand: takeAll(a.hands?.[s] ?? ""),
      sales: [],
      left: a.left?.includes(s) ?? false,
    });
  }
  // The grid's tiles count as sold by the last seat, so seat 0's own sales start empty.
  const lastSeat = players[n - 1];
  if (gridSales.length > 0 && lastSeat) {
    players[n - 1] = {
      ...lastSeat,
      sales: [{ round: 0, tiles: gridSales, wildAs: null, words: [], total: 0, placement: null }],
    };
  }
  const draws = Array.from({ length: n }, (_, s) =>
    a.draws?.[s] !== undefined ? takeAll(a.draws[s] ?? "") : null,
  );
  const top = takeAll(a.bag ?? "");
  const rest = [...free].filter((t) => t < FIRST_WILD);
  const wildsLeft = [...free].filter((t) => t >= FIRST_WILD);
  let bag = top.concat(rest);
  let discarded = wildsLeft;
  if (a.bagSize !== undefined) {
    discarded = discarded.concat(bag.slice(a.bagSize));
    bag = bag.slice(0, a.bagSize);
  }
  return {
    ...state,
    bag,
    bagNext: 0,
    players,
    draws,
    discarded,
    grid: state.grid === null && a.grid === undefined ? null : grid,
    phase: a.phase ?? state.phase,
    leader: a.leader ?? state.leader,
    round: a.round ?? state.round,
    count: a.count === undefined ? state.count : a.count,
    theme: a.theme === undefined ? state.theme : a.theme,
    drawsOpen: a.drawsOpen ?? false,
    final: a.final ?? false,
  };
}

/** The tile ids of `letters` in a seat's hand, in the order given. */
export function tilesIn(state: BuywordState, seat: number, letters: string): TileId[] {
  const hand = (state.players[seat]?.hand ?? []).slice();
  return [...letters].map((letter) => {
    const at = hand.findIndex((t) => TILE_LETTER[t] === letter.toUpperCase());
    if (at < 0) throw new Error(`seat ${seat} holds no ${letter}`);
    const [t] = hand.splice(at, 1);
    return t as TileId;
  });
}
