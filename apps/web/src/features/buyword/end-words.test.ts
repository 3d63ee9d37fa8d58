import { person } from "@wordhall/ui";
import { describe, expect, it } from "vitest";
import { winnerLine, yourPlace } from "./end-words";

const names = ["Ana", "Bo", "Cy"];
const who = (you: number | null) => (seat: number) => person(names[seat] ?? "?", seat === you);
const standing = (seat: number, rank: number, money: number, left = false) => ({
  seat,
  rank,
  money,
  bestWord: 0,
  left,
});

describe("the end's words", () => {
  const result = {
    standings: [standing(1, 1, 124), standing(0, 2, 120), standing(2, 3, 80)],
    winners: [1],
    band: null,
  } as never;

  it("BW-28: the winner, as the viewer reads it, and the viewer's own place", () => {
    expect(winnerLine(result, who(0))).toBe("Bo wins with $124!");
    expect(winnerLine(result, who(1))).toBe("You win with $124!");
    expect(yourPlace(result, 0)).toBe("You finish 2nd of 3.");
    expect(yourPlace(result, 2)).toBe("You finish 3rd of 3.");
    expect(yourPlace(result, 1)).toBeNull();
    expect(yourPlace(result, null)).toBeNull();
  });

  it("a shared win names everyone who shares it, the viewer first", () => {
    const shared = {
      standings: [standing(0, 1, 90), standing(2, 1, 90), standing(1, 3, 10, true)],
      winners: [0, 2],
      band: null,
    } as never;
    expect(winnerLine(shared, who(2))).toBe("Shared win: you and Ana, $90 each!");
    expect(yourPlace(shared, 1)).toBe("You left the game, so you rank below everyone who stayed.");
    expect(
      winnerLine({ standings: [standing(0, 1, 5, true)], winners: [], band: null } as never, who(0)),
    ).toBeNull();
  });
});
