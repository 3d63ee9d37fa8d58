import { describe, expect, it } from "vitest";
import { omwConfigSchema } from "./config";
import { BUILT_IN_BOARDS } from "./data/built-in-boards";
import { DEFAULT_LETTER_COUNTS } from "./data/letter-counts";
import { derive } from "./derived";
import { ohMyWord } from "./module";
import { numberedBoard, testConfig } from "./testing/configs";
import { OmwTable } from "./testing/table";

const parse = (input: unknown) => omwConfigSchema.safeParse(input);

describe("Oh My Word setup", () => {
  it("OMW-1: seats 2 to 8 players in clockwise order and refuses 1 or 9", () => {
    expect(parse({ seats: 1 }).success).toBe(false);
    expect(parse({ seats: 9 }).success).toBe(false);
    for (const seats of [2, 5, 8]) {
      const t = new OmwTable({ seats });
      expect(t.state.players).toHaveLength(seats);
    }
    const t = new OmwTable(testConfig({ seats: 4, firstSeat: 2 }));
    t.must(2, { type: "draw" });
    t.must(2, { type: "claim", category: 0, term: "Mango" });
    t.must(2, { type: "pass" });
    expect(t.state.holder).toBe(3);
  });

  it("OMW-2: plays 1 to 4 boards on a chosen side each, or custom boards, 15 categories a built-in side", () => {
    expect(parse({ boards: [] }).success).toBe(false);
    const five = [1, 2, 3, 4, 1].map((board) => ({ kind: "built-in", board, side: "front" }));
    expect(parse({ boards: five }).success).toBe(false);
    const bothSides = [
      { kind: "built-in", board: 1, side: "front" },
      { kind: "built-in", board: 1, side: "back" },
    ];
    expect(parse({ boards: bothSides }).success).toBe(false);
    const defaults = new OmwTable({}).state;
    expect(defaults.covers).toHaveLength(60);
    const one = new OmwTable({ boards: [{ kind: "built-in", board: 3, side: "back" }] }).state;
    expect(one.covers).toHaveLength(15);
    expect(derive(one.config).categories[0]?.text).toBe(BUILT_IN_BOARDS[2]?.back.categories[0]);
    for (const b of BUILT_IN_BOARDS) {
      expect(b.front.categories).toHaveLength(15);
      expect(b.back.categories).toHaveLength(15);
    }
    const custom = new OmwTable({ boards: [numberedBoard(7), { kind: "built-in", board: 2, side: "back" }] });
    expect(custom.state.covers).toHaveLength(22);
  });

  it("OMW-3: bags 108 letters without Q, X or Y plus 12 reverse tiles, and never fewer letters than categories", () => {
    const total = Object.values(DEFAULT_LETTER_COUNTS).reduce((a, n) => a + n, 0);
    expect(total).toBe(108);
    for (const missing of ["Q", "X", "Y"]) expect(DEFAULT_LETTER_COUNTS[missing]).toBeUndefined();
    expect(DEFAULT_LETTER_COUNTS.Z).toBeGreaterThan(0);
    const s = new OmwTable({}).state;
    const d = derive(s.config);
    expect(s.bag).toHaveLength(120);
    expect(d.tileLetters.filter((l) => l === "")).toHaveLength(12);
    expect(parse({ tiles: { letters: { A: 30, B: 29 } } }).success).toBe(false);
    expect(parse({ tiles: { letters: { A: 30, B: 30 } } }).success).toBe(true);
    expect(parse({ tiles: { letters: { Ab: 60 } } }).success).toBe(false);
  });

  it("OMW-4: puts 25 face-down tokens worth 10x1, 10x2, 5x3 in the supply, configurable", () => {
    const s = new OmwTable({}).state;
    expect(s.supply).toHaveLength(25);
    expect(s.supply.filter((v) => v === 1)).toHaveLength(10);
    expect(s.supply.filter((v) => v === 2)).toHaveLength(10);
    expect(s.supply.filter((v) => v === 3)).toHaveLength(5);
    const custom = new OmwTable({ tokens: [{ value: 5, count: 3 }] }).state;
    expect(custom.supply).toEqual([5, 5, 5]);
    expect(parse({ tokens: [{ value: 1, count: 0 }] }).success).toBe(false);
  });

  it("OMW-5: gives the bag to the seat the room names, or to one picked by the seeded PRNG", () => {
    expect(new OmwTable({ seats: 5, firstSeat: 3 }).state.holder).toBe(3);
    expect(parse({ seats: 3, firstSeat: 3 }).success).toBe(false);
    const firsts = new Set<number | null>();
    for (let i = 0; i < 40; i++) firsts.add(new OmwTable({ seats: 4 }, `seed-${i}`).state.holder);
    expect(firsts.size).toBe(4);
    expect(new OmwTable({ seats: 4 }, "same").state.holder).toBe(
      new OmwTable({ seats: 4 }, "same").state.holder,
    );
  });

  it("OMW-6: starts the timer with the game", () => {
    const t = new OmwTable({}, "s", 5_000);
    expect(t.state.timer).toMatchObject({ status: "running", startedAt: 5_000 });
    expect(t.events[0]).toContainEqual({ type: "timer-started", at: 5_000 });
  });

  it("refuses a broken config as a value, not an exception", () => {
    const r = ohMyWord.setup({ seats: "lots" } as never, "s", { now: 0, actor: null });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("invalid-config");
    const noSeed = ohMyWord.setup({} as never, "", { now: 0, actor: null });
    expect(noSeed.ok).toBe(false);
  });
});
