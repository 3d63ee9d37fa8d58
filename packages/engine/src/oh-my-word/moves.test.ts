import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OmwAction } from "./actions";
import { applyOmw } from "./apply/apply";
import { derive } from "./derived";
import type { OmwMoveCheck } from "./moves";
import type { OmwState } from "./state";
import { omwConfigArb } from "./testing/arbitraries";
import { testConfig } from "./testing/configs";
import { playRandomGame } from "./testing/random-play";
import { OmwTable } from "./testing/table";
import { omwView } from "./view";

// A seat's view says which of the holder's moves it may make now (view.moves), so the tables
// and the bots offer exactly what apply takes. These tests hold the view to apply's word in
// every position random games reach.

const RUNS = 60;
const MOVES = ["draw", "claim", "pass", "leave"] as const;

/** The refusals about the seat and the moment, which the view reports; the rest are about a move's arguments. */
const SEAT_CODES: ReadonlySet<string> = new Set([
  "game-over",
  "not-a-player",
  "player-left",
  "game-paused",
  "not-your-turn",
  "already-drawn",
  "boards-full",
  "bag-empty",
  "must-draw-first",
  "must-claim-first",
  "already-claimed",
]);

/** The move as a player would send it: a claim of an open category with a term of the drawn letter. */
function actionFor(move: (typeof MOVES)[number], state: OmwState): OmwAction {
  if (move !== "claim") return { type: move } as OmwAction;
  const letter = state.turn.tile === null ? "M" : derive(state.config).tileLetters[state.turn.tile] || "M";
  return { type: "claim", category: Math.max(0, state.covers.indexOf(null)), term: `${letter}ango` };
}

/**
 * What apply says to the move at the game's last step, as a view's check would put it; null
 * when it refuses for the move's own arguments (the term, say), which the view can't judge:
 * every check of the seat passed before those; "deadline" when a deadline due by then would go
 * first (the view speaks of the step itself, and the server applies the deadline before).
 */
function byApply(
  state: OmwState,
  seat: number,
  move: (typeof MOVES)[number],
): OmwMoveCheck | null | "deadline" {
  const result = applyOmw(state, actionFor(move, state), { now: state.lastAt, actor: seat });
  if (result.ok) return { ok: true };
  if (result.error.code === "deadline-pending") return "deadline";
  if (!SEAT_CODES.has(result.error.code)) return null;
  return { ok: false, code: result.error.code, message: result.error.message };
}

describe("a seat's moves in its view", () => {
  it("OMW-7/OMW-8/OMW-11/OMW-32: may draw, claim, pass or leave exactly when apply takes it, with apply's reason when not", () => {
    let positions = 0;
    let deadlines = 0;
    const refusals = new Map<string, number>();
    fc.assert(
      fc.property(omwConfigArb, fc.string({ minLength: 1, maxLength: 10 }), (config, seed) => {
        const states: OmwState[] = [];
        const { table } = playRandomGame(
          config,
          seed,
          { illegal: 0.1, allowLeave: true, allowPause: true },
          800,
          (_actor, _action, _at, result) => {
            if (result.ok) states.push(result.state);
          },
        );
        states.push(table.state);
        for (const state of states) {
          positions++;
          for (let seat = 0; seat < state.players.length; seat++) {
            const moves = omwView(state, seat).moves;
            if (moves === null) throw new Error("a seat's view without moves");
            for (const move of MOVES) {
              const applied = byApply(state, seat, move);
              const where = `${move} for seat ${seat} at version ${state.version}`;
              if (applied === "deadline") {
                deadlines++;
                continue;
              }
              if (applied === null) {
                expect(moves[move].ok, where).toBe(true);
                continue;
              }
              expect(moves[move], where).toEqual(applied);
              if (!applied.ok) refusals.set(applied.code, (refusals.get(applied.code) ?? 0) + 1);
            }
          }
          expect(omwView(state, null).moves).toBeNull();
        }
      }),
      { numRuns: RUNS },
    );
    expect(positions).toBeGreaterThan(RUNS * 20);
    expect(deadlines, "positions where a deadline went first").toBeLessThan(positions);
    // The generator must reach every reason a move is refused, or the test proves little. (An
    // empty bag on a turn's start is refused too, but no game reaches one: there are never
    // fewer letters than categories, OMW-3.)
    for (const code of [
      "not-your-turn",
      "already-drawn",
      "boards-full",
      "must-draw-first",
      "must-claim-first",
      "already-claimed",
      "player-left",
      "game-paused",
      "game-over",
    ]) {
      expect(refusals.get(code) ?? 0, code).toBeGreaterThan(0);
    }
  }, 60_000);

  it("OMW-32: full boards with open claims: the holder's view refuses the draw, saying why", () => {
    const t = new OmwTable(
      testConfig({
        seats: 3,
        boards: [{ kind: "custom", title: "T", categories: ["a", "b"] }],
        judging: { mode: "challenge", challengeWindowMs: 60_000, voteWindowMs: 60_000 },
      }),
      "moves",
      0,
    );
    expect(omwView(t.state, 0).moves?.draw).toEqual({ ok: true });
    expect(omwView(t.state, 1).moves?.draw).toMatchObject({ ok: false, code: "not-your-turn" });
    for (const [seat, category] of [
      [0, 0],
      [1, 1],
    ] as const) {
      t.must(seat, { type: "draw" }, t.now + 100);
      t.must(seat, { type: "claim", category, term: "Mango" }, t.now + 100);
      t.must(seat, { type: "pass" }, t.now + 100);
    }
    const draw = omwView(t.state, 2).moves?.draw;
    expect(draw).toMatchObject({ ok: false, code: "boards-full" });
    expect(draw?.ok === false && draw.message).toMatch(/Every category is covered.*open claims/);
    const refused = t.act(2, { type: "draw" }, t.now + 100);
    expect(refused.ok ? null : refused.error).toEqual(
      draw?.ok === false ? { code: draw.code, message: draw.message } : "no refusal",
    );
  });
});
