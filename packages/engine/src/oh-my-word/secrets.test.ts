import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../core/game-record";
import type { OmwEvent } from "./events";
import { ohMyWord } from "./module";
import type { OmwState } from "./state";
import { omwConfigArb } from "./testing/arbitraries";
import { playRandomGame } from "./testing/random-play";

// OMW-50: the PRNG, the seed, the bag, the supply, the timer's deadline and others' token
// values before the reveal must never reach a player. Two checks over many random games:
// a scan of every view and event for the secret values, and a perturbation test showing
// that changing only the secrets changes nothing anyone sees.

const FORBIDDEN_KEYS = new Set(["rng", "seed", "bag", "supply", "deadline", "remainingMs", "usedTerms"]);

function collectNumbersAndKeys(value: unknown, numbers: Set<number>, keys: Set<string>): void {
  if (typeof value === "number") numbers.add(value);
  else if (Array.isArray(value)) for (const v of value) collectNumbersAndKeys(v, numbers, keys);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      keys.add(k);
      collectNumbersAndKeys(v, numbers, keys);
    }
  }
}

/**
 * Times a player can know from the record itself: action stamps and the windows they open.
 * Kept incrementally per game, since rebuilding it every step would be quadratic.
 */
function publicTimeTracker(createdAt: number) {
  const known = new Set<number>([createdAt]);
  let seen = 0;
  return (record: GameRecord, state: OmwState): Set<number> => {
    const { challengeWindowMs, voteWindowMs } = state.config.judging;
    for (; seen < record.actions.length; seen++) {
      const at = record.actions[seen]?.at ?? 0;
      known.add(at);
      known.add(at + challengeWindowMs);
      known.add(at + voteWindowMs);
    }
    for (const c of state.claims) known.add(c.closesAt);
    return known;
  };
}

/** A copy of the state whose secrets (only) are different. */
function withOtherSecrets(s: OmwState, viewer: number | null): OmwState {
  const revealed = s.phase !== "playing";
  const timer =
    s.timer.status === "running"
      ? { ...s.timer, deadline: s.timer.deadline + 1_234 }
      : { ...s.timer, remainingMs: s.timer.remainingMs + 1_234 };
  return {
    ...s,
    rng: [s.rng[1], s.rng[2], s.rng[3], (s.rng[0] + 77) >>> 0],
    bag: s.bag.slice().reverse(),
    supply: s.supply.map((v) => v + 5),
    timer,
    usedTerms: [...s.usedTerms, "zzz"],
    players: s.players.map((p, seat) =>
      revealed || seat === viewer ? p : { ...p, tokens: p.tokens.map((v) => (v % 3) + 7) },
    ),
  };
}

function withOtherTokenValues(events: readonly OmwEvent[], viewer: number | null): OmwEvent[] {
  return events.map((e) =>
    e.type === "token-taken" && e.seat !== viewer ? { ...e, value: e.value + 40 } : e,
  );
}

describe("Oh My Word secrets", () => {
  it("OMW-50: no view or event of many random games shows the seed, PRNG, bag, supply, deadline or hidden tokens", () => {
    let scanned = 0;
    let deadlineSkips = 0;
    let deadlineChecks = 0;
    fc.assert(
      fc.property(omwConfigArb, fc.integer({ min: 0, max: 1e9 }), (config, n) => {
        const seed = `secret-seed-${n}-${n * 7}`;
        const publicTimes = publicTimeTracker(1_000_000);
        playRandomGame(
          config,
          seed,
          { illegal: 0.1, allowLeave: true, allowPause: true },
          3_000,
          (_a, _x, _t, result, table) => {
            if (!result.ok) return;
            const s = table.state;
            const secretNumbers = new Set<number>(s.rng);
            const deadline = s.phase !== "over" && s.timer.status === "running" ? s.timer.deadline : null;
            const known = deadline === null ? null : publicTimes(table.record, s);
            for (const viewer of [null, ...s.players.map((_, i) => i)]) {
              const view = ohMyWord.view(s, viewer);
              const events = ohMyWord.eventsFor(result.events, viewer);
              const json = JSON.stringify([view, events]);
              scanned++;
              expect(json.includes(seed)).toBe(false);
              const numbers = new Set<number>();
              const keys = new Set<string>();
              collectNumbersAndKeys([view, events], numbers, keys);
              for (const k of keys)
                if (FORBIDDEN_KEYS.has(k)) throw new Error(`view or event has a "${k}" field`);
              for (const v of secretNumbers) if (numbers.has(v)) throw new Error(`PRNG word ${v} leaked`);
              if (deadline !== null && known !== null) {
                if (known.has(deadline)) deadlineSkips++;
                else {
                  deadlineChecks++;
                  if (numbers.has(deadline)) throw new Error(`the hidden deadline ${deadline} leaked`);
                }
              }
              if (s.phase === "playing") {
                for (const seatView of view.seats) {
                  if (seatView.seat === viewer) continue;
                  expect(seatView.tokens).toBeNull();
                  expect(seatView.score).toBeNull();
                }
                for (const e of events)
                  if (e.type === "token-taken" && e.seat !== viewer) expect("value" in e).toBe(false);
              }
              if (s.bag.length >= 4 && json.includes(JSON.stringify(s.bag).slice(1, -1))) {
                throw new Error("the bag's order leaked");
              }
            }
          },
        );
      }),
      { numRuns: 50 },
    );
    expect(scanned).toBeGreaterThan(5_000);
    // the exemption for deadlines that coincide with public times must stay rare
    expect(deadlineSkips).toBeLessThan(deadlineChecks / 100 + 5);
  }, 60_000);

  it("OMW-50: changing only the secrets changes no view and no event anyone receives", () => {
    let compared = 0;
    fc.assert(
      fc.property(omwConfigArb, fc.string({ minLength: 1 }), (config, seed) => {
        playRandomGame(
          config,
          seed,
          { illegal: 0.1, allowLeave: true, allowPause: true },
          3_000,
          (_a, _x, _t, result, table) => {
            if (!result.ok || table.state.version % 3 !== 0) return;
            for (const viewer of [null, ...table.state.players.map((_, i) => i)]) {
              // Views are built field by field in a fixed order, so equal views serialise equally.
              const real = JSON.stringify(ohMyWord.view(table.state, viewer));
              const other = JSON.stringify(ohMyWord.view(withOtherSecrets(table.state, viewer), viewer));
              if (other !== real) expect(JSON.parse(other)).toEqual(JSON.parse(real));
              const evReal = JSON.stringify(ohMyWord.eventsFor(result.events, viewer));
              const evOther = JSON.stringify(
                ohMyWord.eventsFor(withOtherTokenValues(result.events, viewer), viewer),
              );
              if (evOther !== evReal) expect(JSON.parse(evOther)).toEqual(JSON.parse(evReal));
              compared++;
            }
          },
        );
      }),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(2_000);
  }, 60_000);
});
