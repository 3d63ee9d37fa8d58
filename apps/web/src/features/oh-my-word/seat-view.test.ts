import { describe, expect, it } from "vitest";
import { showsSeatView } from "./seat-view";

const phoneAtTheTable = { tableMode: true, seated: true, over: false, narrow: true, wholeTable: false };

describe("table mode's seat view", () => {
  it("is what a seated player's phone shows while the game is on", () => {
    expect(showsSeatView(phoneAtTheTable)).toBe(true);
  });

  it("takes nothing from a desktop, a spectator, a room without table mode or the final screen", () => {
    expect(showsSeatView({ ...phoneAtTheTable, narrow: false })).toBe(false);
    expect(showsSeatView({ ...phoneAtTheTable, seated: false })).toBe(false);
    expect(showsSeatView({ ...phoneAtTheTable, tableMode: false })).toBe(false);
    expect(showsSeatView({ ...phoneAtTheTable, over: true })).toBe(false);
  });

  it("gives way to the whole table when the player asks for it", () => {
    expect(showsSeatView({ ...phoneAtTheTable, wholeTable: true })).toBe(false);
  });
});
