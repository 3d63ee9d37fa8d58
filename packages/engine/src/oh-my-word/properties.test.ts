import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replayRecord } from "../replay/replay-record";
import { ohMyWord } from "./module";
import type { OmwState } from "./state";
import { omwConfigArb } from "./testing/arbitraries";
import { omwInvariantViolations } from "./testing/invariants";
import { playRandomGame } from "./testing/random-play";

// Each run plays one whole random game (legal and illegal moves mixed, deadlines applied
// as the server would) and checks the invariants after every single step.
const RUNS = 1_200;

function fingerprint(s: OmwState): string {
  const timer = s.timer.status === "running" ? s.timer.deadline : -s.timer.remainingMs;
  const players = s.players.map((p) => `${p.left}${p.tokens}`).join();
  return [s.version, s.lastAt, s.rng.join(), s.phase, s.holder, s.direction, s.turn.stage, s.turn.tile]
    .concat([s.coveredCount, s.bag.length, s.supply.length, s.claims.length, timer, s.pausedAt, players])
    .join("|");
}

describe("Oh My Word properties over random games", () => {
  it("OMW-48/OMW-49: tiles and tokens are conserved, one holder, the end when a rule says, replay is exact", () => {
    let games = 0;
    let steps = 0;
    const reasons = new Map<string, number>();
    fc.assert(
      fc.property(
        omwConfigArb,
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (config, seed, rough) => {
          const states: OmwState[] = [];
          const { table } = playRandomGame(
            config,
            seed,
            { illegal: rough ? 0.3 : 0.1, allowLeave: true, allowPause: true },
            4_000,
            (_actor, action, _at, result, t) => {
              steps++;
              if (result.ok) {
                expect(result.state).toBe(t.state);
                states.push(result.state);
              }
              const wrong = omwInvariantViolations(t.state);
              if (wrong.length > 0) throw new Error(`after ${JSON.stringify(action)}: ${wrong.join("; ")}`);
            },
          );
          games++;
          const reason = table.state.ended?.reason ?? "unfinished";
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
          // Replaying the record reproduces every intermediate state exactly.
          const replayed: OmwState[] = [];
          const outcome = replayRecord(ohMyWord, table.record, (s, i) => {
            if (i >= 0) replayed.push(s);
          });
          expect(outcome.ok).toBe(true);
          expect(replayed.length).toBe(states.length);
          // A fingerprint per step (the PRNG state alone pins down every draw so far), and
          // the full state now and then and at the end.
          for (let i = 0; i < states.length; i++) {
            const a = replayed[i] as OmwState;
            const b = states[i] as OmwState;
            const full = i % 64 === 0 || i === states.length - 1;
            if (full ? JSON.stringify(a) !== JSON.stringify(b) : fingerprint(a) !== fingerprint(b)) {
              throw new Error(`replay differs after action ${i}`);
            }
          }
          // the result is there exactly when the game is over
          expect(ohMyWord.result(table.state) === null).toBe(table.state.phase !== "over");
        },
      ),
      { numRuns: RUNS },
    );
    expect(games).toBe(RUNS);
    // the generator must reach every way a game can end, or the test proves little
    for (const reason of ["boards-full", "tokens-exhausted", "tiebreaker-won", "abandoned"]) {
      expect(reasons.get(reason) ?? 0).toBeGreaterThan(0);
    }
    expect(steps).toBeGreaterThan(RUNS * 50);
  }, 60_000);
});
