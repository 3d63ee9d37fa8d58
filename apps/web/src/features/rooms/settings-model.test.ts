import { describe, expect, it } from "vitest";
import {
  type BuywordBounds,
  type BuywordDefaults,
  buywordFormFrom,
  buywordSettingsFrom,
  type OmwBounds,
  type OmwDefaults,
  omwFormFrom,
  omwSettingsFrom,
} from "./settings-model";

// The shape rooms.options serves (the engines' parsed defaults), trimmed to a small bag.
const omwDefaults = {
  seats: 4,
  boards: [
    { kind: "built-in", board: 1, side: "front" },
    { kind: "built-in", board: 2, side: "back" },
  ],
  tiles: { letters: { A: 2, B: 1, Z: 1 }, reverse: 2 },
  tokens: [
    { value: 1, count: 10 },
    { value: 3, count: 4 },
  ],
  scoring: "points",
  timer: { minMs: 25_000, maxMs: 45_000 },
  judging: {
    mode: "challenge",
    challengeWindowMs: 10_000,
    voteWindowMs: 10_000,
    refuseRepeatedTerms: false,
    maxTermLength: 80,
  },
  tiebreaker: "elimination",
  firstSeat: null,
} as unknown as OmwDefaults;

const buywordDefaults = {
  players: 2,
  lexicon: "broad",
  house: { allowed: [], banned: ["zax"] },
  variants: { handLimit: 8, auction: false, trade: false, draft: false, themes: [], crossword: false },
  timeLimits: { choose: null, draft: null, trade: null, decide: 30_000, bid: null, sell: null, vote: null },
} as unknown as BuywordDefaults;

// The ranges rooms.options serves with them (read from the engines' schemas on the server).
const omwBounds: OmwBounds = {
  timerMs: { min: 1_000, max: 600_000 },
  challengeWindowMs: { min: 1_000, max: 120_000 },
  voteWindowMs: { min: 1_000, max: 120_000 },
  maxTermLength: { min: 1, max: 200 },
  letterTiles: { min: 0, max: 50 },
  reverseTiles: { min: 0, max: 50 },
  tokens: { min: 0, max: 100 },
};
const buywordBounds: BuywordBounds = { timeLimitMs: { min: 1_000, max: 86_400_000 } };

describe("the Oh My Word settings form", () => {
  it("gives back the same settings it was filled from", () => {
    const result = omwSettingsFrom(omwFormFrom(omwDefaults, null), omwBounds);
    expect(result).toEqual({
      ok: true,
      value: { config: omwDefaults, packBoards: null, options: { judgingHints: true, tableMode: false } },
    });
  });

  it("keeps the room's judging-hints option beside the engine's settings", () => {
    const off = omwFormFrom(omwDefaults, null, { judgingHints: false, tableMode: false });
    expect(off.judgingHints).toBe(false);
    const result = omwSettingsFrom({ ...off, judgingHints: true }, omwBounds);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.options).toEqual({ judgingHints: true, tableMode: false });
    expect(result.value.config).not.toHaveProperty("judgingHints");
  });

  it("keeps the room's table mode beside the engine's settings, off unless the room has it on", () => {
    expect(omwFormFrom(omwDefaults, null).tableMode).toBe(false);
    const on = omwFormFrom(omwDefaults, null, { judgingHints: true, tableMode: true });
    expect(on.tableMode).toBe(true);
    const result = omwSettingsFrom({ ...on, tableMode: false }, omwBounds);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.options).toEqual({ judgingHints: true, tableMode: false });
    const back = omwSettingsFrom(on, omwBounds);
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.value.options.tableMode).toBe(true);
    expect(back.value.config).not.toHaveProperty("tableMode");
  });

  it("turns seconds into the engine's milliseconds and reads pack sides", () => {
    const form = omwFormFrom(omwDefaults, null);
    form.timerMin = "1.5";
    form.timerMax = "3";
    form.boardSource = "packs";
    form.packSides = ["11111111-1111-4111-8111-111111111111:2", "", "", ""];
    const result = omwSettingsFrom(form, omwBounds);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.config.timer).toEqual({ minMs: 1500, maxMs: 3000 });
    expect(result.value.config).not.toHaveProperty("boards");
    expect(result.value.packBoards).toEqual([{ packId: "11111111-1111-4111-8111-111111111111", side: 2 }]);
  });

  it("names each mistake by its field", () => {
    const form = omwFormFrom(omwDefaults, null);
    form.timerMin = "50";
    form.timerMax = "20";
    form.builtIn = ["off", "off", "off", "off"];
    form.tokens = { 1: "0", 3: "0" };
    form.letters.A = "x";
    form.seats = 2;
    form.firstSeat = "3";
    const result = omwSettingsFrom(form, omwBounds);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "boards",
      "firstSeat",
      "letter-A",
      "timerMax",
      "tokens",
    ]);
  });
});

describe("the BuyWord settings form", () => {
  it("gives back the same settings it was filled from", () => {
    expect(buywordSettingsFrom(buywordFormFrom(buywordDefaults), buywordBounds)).toEqual({
      ok: true,
      value: buywordDefaults,
    });
  });

  it("reads house words by line or comma and decision limits in seconds", () => {
    const form = buywordFormFrom(buywordDefaults);
    form.houseAllowed = "qi, za\n  xu \n";
    form.handLimit = "none";
    form.timeLimits.sell = "90";
    form.timeLimits.decide = "";
    const result = buywordSettingsFrom(form, buywordBounds);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value).toMatchObject({
      house: { allowed: ["qi", "za", "xu"], banned: ["zax"] },
      variants: { handLimit: null },
      timeLimits: { sell: 90_000, decide: null },
    });
  });

  it("refuses limits out of range", () => {
    const form = buywordFormFrom(buywordDefaults);
    form.timeLimits.bid = "0";
    const result = buywordSettingsFrom(form, buywordBounds);
    expect(result).toEqual({
      ok: false,
      errors: { "limit-bid": "A time limit must be between 1 and 86400 seconds." },
    });
  });

  it("checks house words and themes with the engine's schemas, naming the line at fault", () => {
    const form = buywordFormFrom(buywordDefaults);
    form.houseBanned = `zax\n${"q".repeat(41)}`;
    form.themes = Array.from({ length: 51 }, (_, i) => `Theme ${i}`).join("\n");
    const result = buywordSettingsFrom(form, buywordBounds);
    expect(result).toEqual({
      ok: false,
      errors: {
        houseBanned: `“${"q".repeat(41)}”: House words are at most 40 characters.`,
        themes: "At most 50 themes.",
      },
    });
  });
});
