import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { LEXICON_IDS } from "../lexicon/lexicon";
import { nodeLexicons } from "./node-lexicons";

const require = createRequire(import.meta.url);
const broadSource = require("an-array-of-english-words") as string[];
const lexicons = nodeLexicons();

describe("shipped lexicons", () => {
  it("reads each lexicon once per process", () => {
    for (const id of LEXICON_IDS) {
      const lexicon = lexicons.get(id);
      expect(lexicon.id).toBe(id);
      expect(lexicons.get(id)).toBe(lexicon);
      expect(nodeLexicons().get(id)).toBe(lexicon);
    }
  });

  it("holds every word of the broad source list and nothing it lacks", () => {
    const broad = lexicons.get("broad");
    const source = new Set(broadSource);
    expect(broad.size).toBe(source.size);
    expect(broad.size).toBeGreaterThan(250_000);
    expect(broadSource.every((word) => broad.has(word))).toBe(true);
    // Near misses of real words: one letter added or dropped.
    for (let i = 0; i < broadSource.length; i += 37) {
      const word = broadSource[i] as string;
      for (const near of [`${word}s`, `${word}q`, word.slice(1), word.slice(0, -1)]) {
        expect(broad.has(near)).toBe(source.has(near));
      }
    }
  });

  it("has a common lexicon that is a much smaller list of everyday words", () => {
    const common = lexicons.get("common");
    expect(common.size).toBeGreaterThan(30_000);
    expect(common.size).toBeLessThan(lexicons.get("broad").size / 4);
    for (const word of ["house", "walked", "cafe", "colour", "color"]) expect(common.has(word)).toBe(true);
    for (const word of ["zyzzyva", "aa", "qoph", "ok", "café", "House"]) expect(common.has(word)).toBe(false);
  });
});
