import { OMW_BUILT_IN_BOARDS, OMW_LETTER_COUNTS } from "@wordhall/engine";
import { checkTerm, DEFAULT_MAX_TERM_LENGTH, termKey } from "@wordhall/words";
import { describe, expect, it } from "vitest";
import { BOT_MAX_TERM_LENGTH } from "../omw-knowledge";
import { splitTerms } from "../term-bank";
import { BUILT_IN_TERMS, INVENTED_CATEGORIES, NAME_CATEGORIES } from "./index";

const categories = OMW_BUILT_IN_BOARDS.flatMap((b) => [...b.front.categories, ...b.back.categories]);
const bagLetters = Object.entries(OMW_LETTER_COUNTS).filter(([, n]) => n > 0);
// The letters drawn most often: every category needs at least one term for each.
const COMMON = ["S", "C", "P", "B", "M", "T", "A", "D", "R"];

describe("the term banks of the built-in boards", () => {
  it("have an entry for every built-in category and for nothing else", () => {
    expect(categories).toHaveLength(120);
    expect(Object.keys(BUILT_IN_TERMS).sort()).toEqual([...categories].sort());
    for (const c of [...INVENTED_CATEGORIES, ...NAME_CATEGORIES]) expect(categories).toContain(c);
  });

  it("hold only terms that pass the platform's term check for their letter", () => {
    const wrong: string[] = [];
    for (const [category, letters] of Object.entries(BUILT_IN_TERMS)) {
      const keys = new Set<string>();
      for (const [letter, list] of Object.entries(letters)) {
        if (!/^[A-Z]$/.test(letter)) wrong.push(`${category}: key ${letter}`);
        for (const term of splitTerms(list)) {
          const checked = checkTerm(term, letter, { maxLength: DEFAULT_MAX_TERM_LENGTH });
          if (!checked.ok) wrong.push(`${category} ${letter}: ${term} (${checked.code})`);
          if ([...term].length > BOT_MAX_TERM_LENGTH) wrong.push(`${category}: ${term} is long`);
          if (!/^[\p{L}\p{N}][\p{L}\p{N} '’&.,!?-]*$/u.test(term)) wrong.push(`${category}: ${term}`);
          if (keys.has(termKey(term))) wrong.push(`${category}: ${term} twice`);
          keys.add(termKey(term));
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("cover most letters of the bag in every category, and the common ones everywhere", () => {
    let covered = 0;
    let weighted = 0;
    const tiles = bagLetters.reduce((n, [, count]) => n + count, 0);
    const missingCommon: string[] = [];
    const thin: string[] = [];
    for (const category of categories) {
      const letters = BUILT_IN_TERMS[category] ?? {};
      let here = 0;
      for (const [letter, count] of bagLetters) {
        if (splitTerms(letters[letter]).length === 0) continue;
        here++;
        weighted += count;
      }
      covered += here;
      if (here < bagLetters.length * 0.7) thin.push(`${category} (${here})`);
      for (const letter of COMMON)
        if (splitTerms(letters[letter]).length === 0) missingCommon.push(`${category} ${letter}`);
    }
    const pairs = covered / (categories.length * bagLetters.length);
    const draws = weighted / (categories.length * tiles);
    console.log(
      `term banks: ${(pairs * 100).toFixed(1)}% of (category, letter) pairs covered, ` +
        `${(draws * 100).toFixed(1)}% of draws (letters weighted by their tiles)`,
    );
    expect(missingCommon).toEqual([]);
    expect(thin).toEqual([]);
    expect(pairs).toBeGreaterThanOrEqual(0.8);
  });
});
