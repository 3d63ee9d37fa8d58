import { actingSeat } from "../apply";
import type { BuywordEvent } from "../events";
import type { BuywordState } from "../state";
import { cellKey } from "../state";
import { letterCount, TILE_COUNT, TILE_LETTER, TILE_PIPS, type TileId } from "../tiles";

const pips = (tiles: readonly TileId[]) => tiles.reduce((n, t) => n + (TILE_PIPS[t] ?? 0), 0);

/** Every tile in exactly one place: bag (from bagNext), a hand, a draw, the draft pool, sold or discarded. */
export function tilePlaceProblems(state: BuywordState): string[] {
  // A typed array of counts keeps this cheap enough to run after every step of every game.
  const seen = new Uint8Array(TILE_COUNT);
  let outOfRange = 0;
  const put = (t: TileId) => {
    if (t >= 0 && t < TILE_COUNT) seen[t] = (seen[t] as number) + 1;
    else outOfRange++;
  };
  for (let i = state.bagNext; i < state.bag.length; i++) put(state.bag[i] as TileId);
  for (const p of state.players) {
    for (const t of p.hand) put(t);
    for (const sale of p.sales) for (const t of sale.tiles) put(t);
  }
  for (const d of state.draws) if (d) for (const t of d) put(t);
  if (state.phase.kind === "draft") for (const t of state.phase.pool) put(t);
  for (const t of state.discarded) put(t);
  const problems: string[] = [];
  if (outOfRange > 0) problems.push(`${outOfRange} tile ids out of range`);
  for (let t = 0; t < TILE_COUNT; t++) {
    if (seen[t] !== 1) problems.push(`tile ${t} (${TILE_LETTER[t]}) is in ${seen[t]} places`);
  }
  if (state.grid !== null) {
    const sold = new Set(state.players.flatMap((p) => p.sales.flatMap((sale) => sale.tiles)));
    for (const cell of Object.values(state.grid)) {
      if (!sold.has(cell.tile)) problems.push(`grid tile ${cell.tile} is not sold`);
    }
  }
  return problems;
}

/** One applied action: the state before and after it, who sent it, and what it did. */
export type BuywordStep = {
  readonly before: BuywordState;
  readonly after: BuywordState;
  readonly action: unknown;
  readonly events: readonly BuywordEvent[];
};

/**
 * The laws every applied action keeps (empty when all is well): each tile in one place, money
 * moving only by the amounts the rules give and never below zero, hands within the limit when
 * a selling turn or a round ends, seats that left taking no part, and the step bumped by one.
 * Plain comparisons rather than expect() keep thousands of steps per test cheap. Exported as
 * @wordhall/engine/buyword/testing so a bot's tests check the same laws as the engine's own.
 */
export function buywordStepViolations(info: BuywordStep): string[] {
  const problems = tilePlaceProblems(info.after);
  const delta = info.before.players.map(() => 0);
  const add = (seat: number, amount: number) => {
    delta[seat] = (delta[seat] ?? 0) + amount;
  };
  const check = (ok: boolean, what: () => string) => {
    if (!ok) problems.push(`${what()} in ${JSON.stringify(info.action)}`);
  };
  for (const e of info.events) {
    if (e.type === "bought") {
      check(e.price === pips(e.tiles) ** 2, () => `price ${e.price} of ${e.tiles}`);
      add(e.seat, -e.price);
    } else if (e.type === "auctionWon") {
      add(e.seat, -e.amount);
    } else if (e.type === "traded") {
      add(e.from, -e.money);
      add(e.to, e.money);
    } else if (e.type === "sold") {
      const sale = e.sale;
      for (const w of sale.words) check(w.price === w.pips * w.pips, () => `price of ${w.word}`);
      check(sale.total === sale.words.reduce((n, w) => n + w.price, 0), () => "sale total");
      if (sale.placement === null) {
        check(sale.words.length === 1 && sale.words[0]?.pips === pips(sale.tiles), () => "plain word pips");
      } else {
        // The main word's pips are those of every grid cell along its line, reused ones included.
        const grid = info.after.grid ?? {};
        const { row, col, dir } = sale.placement;
        const main = sale.words[0];
        let sum = 0;
        for (let i = 0; i < (main?.word.length ?? 0); i++) {
          const cell = grid[dir === "across" ? cellKey(row, col + i) : cellKey(row + i, col)];
          sum += cell ? (TILE_PIPS[cell.tile] ?? 0) : 0;
        }
        check(main?.pips === sum && sum >= pips(sale.tiles), () => `crossword pips of ${main?.word}`);
      }
      add(e.seat, sale.total);
    }
  }
  info.after.players.forEach((p, s) => {
    const before = info.before.players[s]?.money ?? 0;
    check(
      p.money - before === delta[s],
      () => `seat ${s} money ${before} → ${p.money}, rules say ${delta[s]}`,
    );
    check(p.money >= 0, () => `seat ${s} money below zero`);
  });
  // A finished selling turn ends within the limit; when a round ends, every hand does.
  const limit = info.after.config.variants.handLimit;
  if (limit !== null) {
    // A game that ends at once because too few players stayed (BW-33) never finished its round.
    const stayed = info.after.players.filter((p) => p.left !== true).length;
    const abandoned = stayed < Math.min(2, info.after.players.length);
    const roundOver =
      !abandoned && info.events.some((e) => e.type === "roundStarted" || e.type === "gameOver");
    const seats = roundOver
      ? info.after.players.map((_, s) => s)
      : info.events.flatMap((e) => (e.type === "turnEnded" ? [e.seat] : []));
    for (const s of seats) {
      // BW-33: a hand out of play is never judged against the limit.
      if (info.after.players[s]?.left === true) continue;
      const n = letterCount(info.after.players[s]?.hand ?? []);
      check(n <= limit, () => `seat ${s} keeps ${n} letters`);
    }
  }
  // BW-33: a seat that had left before this step takes no part in it, and never comes back.
  const gone = (seat: number) => info.before.players[seat]?.left === true;
  for (const e of info.events) {
    const seats =
      e.type === "traded" ? [e.from, e.to] : e.type === "auctionWon" ? [e.seat] : "seat" in e ? [e.seat] : [];
    for (const s of seats)
      if (s !== null && gone(s)) check(false, () => `seat ${s} acts in ${e.type} after leaving`);
  }
  info.before.players.forEach((p, s) => {
    if (p.left === true) check(info.after.players[s]?.left === true, () => `seat ${s} came back`);
  });
  const acting = actingSeat(info.after);
  if (acting !== null)
    check(
      !gone(acting) && info.after.players[acting]?.left !== true,
      () => `seat ${acting} who left is asked to act`,
    );
  check(info.after.step === info.before.step + 1, () => "step");
  return problems;
}
