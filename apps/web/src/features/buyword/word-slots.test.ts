import { describe, expect, it } from "vitest";
import type { BuywordTileView } from "./types";
import { insertTile, removeTile, setWildLetter, slotPips, slotWord, typeWord } from "./word-slots";

const tile = (id: number, letter: string, pips = 1): BuywordTileView => ({ id, letter, pips });
const hand = [tile(1, "C", 2), tile(2, "A"), tile(3, "T"), tile(4, "A"), tile(110, "*"), tile(111, "*")];

describe("the word being built", () => {
  it("types letters onto hand tiles and a missing letter onto one wild", () => {
    const { slots, missing } = typeWord(hand, [], "cats");
    expect(missing).toBeNull();
    expect(slots.map((s) => s.tile.id)).toEqual([1, 2, 3, 110]);
    expect(slotWord(slots)).toBe("CATS");
    expect(slotPips(slots)).toBe(5);
  });

  it("refuses a second wild: a word holds at most one (BW-10)", () => {
    const { slots, missing } = typeWord(hand, [], "CATSS");
    expect(missing).toBe("S");
    expect(slotWord(slots)).toBe("CATS");
  });

  it("keeps the tiles of the prefix the player kept", () => {
    const first = typeWord(hand, [], "AA").slots;
    expect(first.map((s) => s.tile.id)).toEqual([2, 4]);
    const edited = typeWord(hand, first, "AT").slots;
    expect(edited.map((s) => s.tile.id)).toEqual([2, 3]);
  });

  it("places dragged tiles, lets a wild take a letter and removes tiles", () => {
    let slots = insertTile([], tile(3, "T"));
    slots = insertTile(slots, tile(110, "*"), 0);
    expect(slotWord(slots)).toBe("?T");
    slots = setWildLetter(slots, "a");
    expect(slotWord(slots)).toBe("AT");
    expect(insertTile(slots, tile(111, "*"))).toHaveLength(2);
    expect(slotWord(removeTile(slots, 110))).toBe("T");
  });
});
