import { buywordConfigSchema, omwConfigSchema } from "@wordhall/engine";
import { describe, expect, it } from "vitest";
import {
  BUYWORD_SUMMARY,
  JUDGING_HINTS_MEANING,
  NOT_ROOM_SETTINGS,
  OMW_SUMMARY,
  roomOptionsSummary,
  STAFF_ROWS,
  staffSummaryOf,
  summaryOf,
  TABLE_MODE_MEANING,
} from "./settings-table";

/** Every path to a value of a config: objects are walked, arrays and numbers are values. */
function leafPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

const covered = (path: string, paths: readonly string[]) =>
  paths.some((p) => path === p || path.startsWith(`${p}.`));

describe("the room's settings summary", () => {
  it("has a row for every setting of the engine's config, in both games", () => {
    const games = [
      ["oh-my-word", omwConfigSchema.parse({}), OMW_SUMMARY],
      ["buyword", buywordConfigSchema.parse({}), BUYWORD_SUMMARY],
    ] as const;
    for (const [kind, config, rows] of games) {
      const paths = [...rows.flatMap((r) => r.paths), ...NOT_ROOM_SETTINGS[kind]];
      const missing = leafPaths(config).filter((p) => !covered(p, paths));
      expect(missing, `${kind} settings the summary leaves out`).toEqual([]);
    }
  });

  it("gives staff a row for each setting that is no room's choice, and only those", () => {
    for (const kind of ["oh-my-word", "buyword"] as const)
      expect(STAFF_ROWS[kind].flatMap((r) => r.paths)).toEqual(NOT_ROOM_SETTINGS[kind]);
    const config = buywordConfigSchema.parse({ platform: { allowed: ["qxa"], banned: ["cat", "dog"] } });
    const staff = staffSummaryOf("buyword", config);
    expect(staff.slice(0, -1)).toEqual(summaryOf("buyword", config));
    expect(staff.at(-1)).toEqual(["Platform words", "1 allowed, 2 banned"]);
    expect(staffSummaryOf("oh-my-word", omwConfigSchema.parse({}))).toEqual(
      summaryOf("oh-my-word", omwConfigSchema.parse({})),
    );
  });

  it("says what an Oh My Word room plays with: tokens, reverse tiles, the bag, the first holder", () => {
    const config = omwConfigSchema.parse({
      seats: 3,
      firstSeat: 1,
      tiles: { letters: { M: 40, A: 25 }, reverse: 50 },
      tokens: [
        { value: 3, count: 1 },
        { value: 1, count: 2 },
      ],
      judging: { maxTermLength: 40 },
    });
    const summary = Object.fromEntries(summaryOf("oh-my-word", config));
    expect(summary).toMatchObject({
      Players: "3 seats",
      "First to hold the bag": "Seat 2",
      "Letter tiles": "65 tiles of 2 letters",
      "Reverse tiles": "50 tiles",
      "Bad-luck tokens": "3 tokens: 2 worth 1 and 1 worth 3",
      "Longest term": "40 characters",
    });
    const none = Object.fromEntries(
      summaryOf("oh-my-word", omwConfigSchema.parse({ tiles: { reverse: 0 } })),
    );
    expect(none["Reverse tiles"]).toBe("None");
    expect(none["First to hold the bag"]).toBe("Drawn at random");
  });

  it("says what a BuyWord room plays with", () => {
    const config = buywordConfigSchema.parse({
      players: 1,
      variants: { handLimit: null, auction: true, crossword: true },
      timeLimits: { decide: 30_000 },
    });
    expect(Object.fromEntries(summaryOf("buyword", config))).toMatchObject({
      Players: "Solo",
      "Hand limit": "No limit",
      Variants: "auctions and crossword",
      "Time limits": "buying 30 s",
    });
  });

  it("says whether an Oh My Word room gives judging hints, and what they are", () => {
    const challenge = omwConfigSchema.parse({});
    expect(roomOptionsSummary("oh-my-word", { judgingHints: true, tableMode: false }, challenge)).toEqual([
      ["Judging hints", `On. ${JUDGING_HINTS_MEANING}`],
      ["Table mode", "Off: everyone plays on their own screen"],
    ]);
    expect(JUDGING_HINTS_MEANING).toContain("never a verdict");
    expect(
      roomOptionsSummary("oh-my-word", { judgingHints: false, tableMode: false }, challenge)[0]?.[1],
    ).toMatch(/^Off/);
    const trust = omwConfigSchema.parse({ judging: { mode: "trust" } });
    expect(roomOptionsSummary("oh-my-word", { judgingHints: true, tableMode: false }, trust)[0]?.[1]).toMatch(
      /^None/,
    );
    expect(
      roomOptionsSummary("buyword", { judgingHints: false, tableMode: false }, buywordConfigSchema.parse({})),
    ).toEqual([]);
  });

  it("says whether an Oh My Word room is in table mode, and what that does", () => {
    const game = omwConfigSchema.parse({});
    expect(roomOptionsSummary("oh-my-word", { judgingHints: true, tableMode: true }, game)[1]).toEqual([
      "Table mode",
      `On. ${TABLE_MODE_MEANING}`,
    ]);
    expect(TABLE_MODE_MEANING).toContain("table display");
    const trust = omwConfigSchema.parse({ judging: { mode: "trust" } });
    expect(roomOptionsSummary("oh-my-word", { judgingHints: true, tableMode: true }, trust)[1]?.[0]).toBe(
      "Table mode",
    );
  });
});
