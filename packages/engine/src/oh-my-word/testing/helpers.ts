import { withoutAt } from "../draft";
import type { OmwTable } from "./table";

/** Moves tokens of the given values from the supply to a seat, keeping conservation intact. */
export function giveTokens(t: OmwTable, seat: number, values: readonly number[]): void {
  let supply = t.state.supply;
  for (const v of values) {
    const i = supply.indexOf(v);
    if (i < 0) throw new Error(`no ${v} token left in the supply`);
    supply = withoutAt(supply, i);
  }
  const players = t.state.players.map((p, s) =>
    s === seat ? { ...p, tokens: [...p.tokens, ...values] } : p,
  );
  t.state = { ...t.state, supply, players };
}

/** The holder draws, claims the first open category and passes, until the boards are full. */
export function coverEverything(t: OmwTable, stepMs = 100): void {
  for (let guard = 0; guard < 500 && t.state.phase !== "over"; guard++) {
    const open = t.state.covers.indexOf(null);
    if (open < 0) return;
    const holder = t.state.holder as number;
    if (t.state.turn.stage === "draw") t.must(holder, { type: "draw" }, t.now + stepMs);
    if (t.state.turn.stage === "claim") {
      const phaseBefore = t.state.phase;
      t.must(holder, { type: "claim", category: open, term: "Mango" }, t.now + stepMs);
      if (t.state.phase !== phaseBefore || t.state.coveredCount === 0) return;
    }
    if (t.state.turn.stage === "pass") t.must(holder, { type: "pass" }, t.now + stepMs);
  }
}
