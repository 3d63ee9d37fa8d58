import type { Arrangement } from "@wordhall/engine/buyword/testing";
import { describe, expect, it } from "vitest";
import { buyword, play, position } from "../buyword/test-tables";
import { coachLesson } from "./buyword-coach";

// Every step of the coach from a position the real engine built, as the server sends it to
// the player in seat 0 (the guided game's seat) or to the bot's seat 1.

const GUIDE = { words: ["RIM", "ION"] };
const at = (a: Arrangement, seat = 0) =>
  coachLesson(buyword.view(position({ players: 2 }, { hands: { 0: "****", 1: "****" }, ...a }), seat), GUIDE);

describe("the BuyWord coach", () => {
  it("BW-5, BW-7, BW-8: a draw that spells a guide word: buy it, with the roll and the price worked out", () => {
    const lesson = at({ count: 5, draws: { 0: "RMOII", 1: "ABCDE" }, phase: { kind: "decide", turn: 0 } });
    expect(lesson).toMatchObject({ id: "buy", rules: ["BW-5", "BW-7", "BW-8"] });
    // R, M, O, I, I: 1 + 3 + 1 + 1 + 1 = 7 pips, $49.
    expect(lesson?.text).toBe(
      "The die rolled 5: everyone draws 5 tiles. A draw costs the square of its pips: 7\u00a0×\u00a07\u00a0=\u00a0$49. Yours holds RIM: press Buy (all or nothing).",
    );
  });

  it("BW-10: a guide word the draw makes only with a wild says so", () => {
    const lesson = at({ count: 2, draws: { 0: "IO", 1: "AB" }, phase: { kind: "decide", turn: 0 } });
    expect(lesson?.id).toBe("buy");
    expect(lesson?.text).toContain("With a wild for the N, yours makes ION: press Buy (all or nothing).");
  });

  it("BW-7: a dear draw without a vowel: discard it; one the player can't pay for, likewise", () => {
    const vowelless = at({ count: 5, draws: { 0: "ZDPCF", 1: "ABCDE" }, phase: { kind: "decide", turn: 0 } });
    expect(vowelless).toMatchObject({ id: "discard", title: "Better discarded" });
    expect(vowelless?.text).toContain(
      "13\u00a0×\u00a013\u00a0=\u00a0$169. With no vowel it makes few words.",
    );
    const poor = at({
      count: 3,
      draws: { 0: "CAT", 1: "ABC" },
      money: { 0: 10 },
      phase: { kind: "decide", turn: 0 },
    });
    expect(poor).toMatchObject({ id: "discard", rules: ["BW-7", "BW-8"] });
    expect(poor?.text).toContain("You have $10, and nobody can buy what they can't pay for.");
  });

  it("an ordinary draw the guide has no word for: buy or discard, the player's call", () => {
    expect(at({ count: 3, draws: { 0: "CAT", 1: "DOG" }, phase: { kind: "decide", turn: 0 } })?.id).toBe(
      "buy-or-discard",
    );
  });

  it("BW-10, BW-11: on the selling turn, a guide word the hand spells: sell it, for the square of its pips", () => {
    const lesson = at({ hands: { 0: "RMOII****" }, phase: { kind: "sell", turn: 0, pending: null } });
    expect(lesson).toMatchObject({ id: "sell", rules: ["BW-9", "BW-10", "BW-11"] });
    expect(lesson?.text).toContain("Type RIM (or tap its tiles) and sell it: 5\u00a0pips, $25.");
  });

  it("BW-10: once RIM is sold, ION with a wild standing for the N", () => {
    // The tables' tiny lexicon knows only CAT: the room allows RIM as a house word.
    const sellTurn = position(
      { players: 2, house: { allowed: ["RIM"] } },
      { hands: { 0: "RMOII****", 1: "****" }, phase: { kind: "sell", turn: 0, pending: null } },
    );
    const hand = buyword.view(sellTurn, 0).you?.hand ?? [];
    const tiles = ["R", "I", "M"].map((l) => hand.find((t) => t.letter === l)?.id);
    const sold = play(sellTurn, 0, { type: "sell", tiles, wildAs: null });
    const lesson = coachLesson(buyword.view(sold, 0), GUIDE);
    expect(lesson).toMatchObject({ id: "wild", rules: ["BW-10", "BW-11"] });
    expect(lesson?.text).toContain("Type ION; the wild becomes the N.");
  });

  it("BW-13: more letters than the limit: the hand limit; within it: end the turn", () => {
    const over = at({ hands: { 0: "ZDPCFQXKB**" }, phase: { kind: "sell", turn: 0, pending: null } });
    expect(over).toMatchObject({ id: "hand-limit", rules: ["BW-13"] });
    expect(over?.text).toContain(
      "and you hold 9. Sell more, or press End turn and pick 1 letter to discard.",
    );
    const within = at({ hands: { 0: "ZDP**" }, phase: { kind: "sell", turn: 0, pending: null } });
    expect(within).toMatchObject({ id: "end-turn", rules: ["BW-9", "BW-13"] });
    expect(within?.text).toContain("Up to 8 letters stay in your hand for later rounds; wilds don't count.");
  });

  it("BW-7, BW-9, BW-30: while the bot decides or sells, the coach says what it is doing", () => {
    expect(at({ count: 3, draws: { 1: "DOG" }, phase: { kind: "decide", turn: 1 } })?.id).toBe("bot-decides");
    expect(at({ hands: { 1: "DOG" }, phase: { kind: "sell", turn: 1, pending: null } })?.id).toBe(
      "bot-sells",
    );
  });

  it("BW-6, BW-12, BW-28: the leader's choice, the last round and the end of the game", () => {
    expect(at({ phase: { kind: "choose" } })).toMatchObject({ id: "choose", rules: ["BW-5", "BW-6"] });
    // The bot's choice is the bot's: nothing to teach the player there.
    expect(at({ leader: 1, phase: { kind: "choose" } }, 0)).toBeNull();
    expect(
      at({ final: true, hands: { 0: "CAT" }, phase: { kind: "sell", turn: 0, pending: null } })?.id,
    ).toBe("last-round");
    expect(at({ phase: { kind: "over" } })?.id).toBe("finish");
  });

  it("has nothing to say to a spectator", () => {
    const state = position(
      { players: 2 },
      { count: 3, draws: { 0: "CAT", 1: "DOG" }, phase: { kind: "decide", turn: 0 } },
    );
    expect(coachLesson(buyword.view(state, null), GUIDE)).toBeNull();
  });
});
