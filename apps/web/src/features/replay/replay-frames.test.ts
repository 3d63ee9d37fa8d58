import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildReplay, describeStep, parseRecord } from "./replay-frames";

const goldenDir = new URL("../../../../../packages/engine/src/oh-my-word/golden/", import.meta.url);

function goldenRecord() {
  const name = readdirSync(goldenDir).find((f) => f.endsWith(".record.json"));
  if (!name) throw new Error("no golden Oh My Word record");
  return JSON.parse(readFileSync(new URL(name, goldenDir), "utf8")) as unknown;
}

describe("buildReplay", () => {
  it("gives one frame for the set-up and one per recorded action, ending in a finished game", () => {
    const parsed = parseRecord(goldenRecord());
    if (!parsed.ok) throw new Error(parsed.message);
    const replay = buildReplay(parsed.record);
    if (!replay.ok) throw new Error(replay.message);
    expect(replay.frames).toHaveLength(parsed.record.actions.length + 1);
    expect(replay.frames[0]?.index).toBe(-1);
    const last = replay.frames.at(-1);
    expect(replay.module.result(last?.state)).not.toBeNull();
    expect(replay.seats).toBeGreaterThanOrEqual(2);
  });

  it("names the refused action of a tampered record", () => {
    const parsed = parseRecord(goldenRecord());
    if (!parsed.ok) throw new Error(parsed.message);
    const actions = [...parsed.record.actions];
    actions.splice(1, 0, {
      at: actions[0]?.at ?? 0,
      seat: 0,
      action: { type: "vote", claim: 99, accept: true },
    });
    const replay = buildReplay({ ...parsed.record, actions });
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.message).toMatch(/Action 2 was refused/);
  });
});

describe("parseRecord", () => {
  it("refuses something that is not a record, saying where", () => {
    const parsed = parseRecord({ game: "chess", actions: [] });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/not a Wordhall game record.*game/);
  });
});

describe("describeStep", () => {
  it("says who did what", () => {
    expect(describeStep(null)).toBe("The game is set up");
    expect(describeStep({ at: 1, seat: 1, action: { type: "claim", category: 4, term: "Mango" } })).toBe(
      'Seat 2: claim (category 4, term "Mango")',
    );
    expect(describeStep({ at: 1, seat: null, action: { type: "timer-expired" } })).toBe(
      "The server: timer expired",
    );
  });
});
