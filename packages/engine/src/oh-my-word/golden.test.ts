import { lexiconsFrom } from "@wordhall/words";
import { describe, expect, it } from "vitest";
import { type GameRecord, gameRecordSchema } from "../core/game-record";
import { gameModules } from "../games";
import { replayUnknownRecord } from "../replay/replay-record";
import type { OmwEvent } from "./events";
import { OMW_GOLDEN_FILES } from "./golden/index";
import { GOLDEN_SCENARIOS } from "./golden/scenarios";
import { OMW_ENGINE_VERSION, ohMyWord } from "./module";
import type { OmwState } from "./state";

function golden(name: string): { record: unknown; expected: { view: unknown; result: unknown } } {
  const file = OMW_GOLDEN_FILES.find((g) => g.name === name);
  if (file === undefined) throw new Error(`no golden files for ${name}; run scripts/generate-omw-golden.ts`);
  return file as { record: unknown; expected: { view: unknown; result: unknown } };
}

/** Every state and event of a record, for checking what a golden game contains. */
function fold(record: GameRecord): { states: OmwState[]; events: OmwEvent[] } {
  const setup = ohMyWord.setup(record.config as never, record.seed, { now: record.createdAt, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  const states = [setup.state];
  const events = [...setup.events];
  for (const a of record.actions) {
    const r = ohMyWord.apply(states[states.length - 1] as OmwState, a.action as never, {
      now: a.at,
      actor: a.seat,
    });
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state);
    events.push(...r.events);
  }
  return { states, events };
}

describe("Oh My Word golden records", () => {
  it("keeps a full game with timeouts, reverse tiles, a failed challenge and a tiebreaker", () => {
    const names = GOLDEN_SCENARIOS.map((s) => s.name);
    for (const name of ["full-game-with-timeouts", "reverse-tiles", "challenge-fails", "tiebreaker"]) {
      expect(names).toContain(name);
    }
    expect(OMW_GOLDEN_FILES.map((g) => g.name)).toEqual(names);
  });

  for (const scenario of GOLDEN_SCENARIOS) {
    it(`OMW-49: ${scenario.name} replays to its recorded final view and result`, () => {
      const { record: raw, expected } = golden(scenario.name);
      const record = gameRecordSchema.parse(raw);
      expect(record.engineVersion).toBe(OMW_ENGINE_VERSION);
      // the generic path the replay CLI takes; Oh My Word judges no word, so it needs no lexicon
      const outcome = replayUnknownRecord(record, gameModules({ lexicons: lexiconsFrom([]) }));
      if (!outcome.ok) throw new Error(`action ${outcome.index}: ${outcome.message}`);
      expect(JSON.parse(JSON.stringify(ohMyWord.view(outcome.state, null)))).toEqual(expected.view);
      expect(JSON.parse(JSON.stringify(ohMyWord.result(outcome.state)))).toEqual(expected.result);
      // and the game still shows what it was kept for
      const { states, events } = fold(record);
      expect(scenario.shows(events, states[states.length - 1] as OmwState, record)).toBe(true);
    });
  }

  it("OMW-23: in the recorded game, the player handed the bag at the very instant takes the token", () => {
    const record = gameRecordSchema.parse(golden("pause-leave-and-the-instant").record);
    const index = record.actions.findIndex((a, i) => {
      const next = record.actions[i + 1];
      return (a.action as { type: string }).type === "pass" && next?.seat === null && next.at === a.at;
    });
    expect(index).toBeGreaterThan(0);
    const { states } = fold(record);
    // states[0] is the setup, so the pass's result is states[index + 1]
    const beforePass = states[index] as OmwState;
    const afterPass = states[index + 1] as OmwState;
    const afterTimer = states[index + 2] as OmwState;
    const passer = beforePass.holder as number;
    const receiver = afterPass.holder as number;
    expect(receiver).not.toBe(passer);
    expect(afterTimer.players[receiver]?.tokens.length).toBe(
      (afterPass.players[receiver]?.tokens.length ?? 0) + 1,
    );
    expect(afterTimer.players[passer]?.tokens.length).toBe(afterPass.players[passer]?.tokens.length);
  });
});
