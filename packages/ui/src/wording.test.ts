import { describe, expect, it } from "vitest";
import { describeBuywordEvent } from "./game-log/buyword-sentences";
import { describeOmwEvent } from "./game-log/omw-sentences";
import {
  count,
  listPeople,
  listWords,
  money,
  nounFor,
  object,
  person,
  possessive,
  says,
  scoreText,
  verb,
} from "./wording";

const you = person("Ann", true);
const bo = person("Bo");
const cy = person("Cy");

describe("sentences about players", () => {
  it("conjugates for the viewer: every verb the tables put after a name", () => {
    const cases: [string, string, string][] = [
      // third person, for Bo, for you
      ["is", "Bo is", "You are"],
      ["was", "Bo was", "You were"],
      ["has", "Bo has", "You have"],
      ["holds", "Bo holds", "You hold"],
      ["wins", "Bo wins", "You win"],
      ["leads", "Bo leads", "You lead"],
      ["rolls", "Bo rolls", "You roll"],
      ["starts", "Bo starts", "You start"],
      ["wants", "Bo wants", "You want"],
      ["proposes", "Bo proposes", "You propose"],
      ["passes", "Bo passes", "You pass"],
      ["tries", "Bo tries", "You try"],
      ["goes", "Bo goes", "You go"],
      ["drew", "Bo drew", "You drew"],
    ];
    for (const [v, third, second] of cases) {
      expect(`Bo ${verb(bo, v)}`).toBe(third);
      expect(`You ${verb(you, v)}`).toBe(second);
    }
    expect(says(you, "is knocked out of the tiebreaker")).toBe("You are knocked out of the tiebreaker");
    expect(says(bo, "is knocked out of the tiebreaker")).toBe("Bo is knocked out of the tiebreaker");
    expect(says(you, "wins")).toBe("You win");
  });

  it("says you inside a sentence and lists you first, with 'and'", () => {
    expect(object(you)).toBe("you");
    expect(object(bo)).toBe("Bo");
    expect([possessive(you), possessive(you, false), possessive(bo)]).toEqual(["Your", "your", "Bo's"]);
    expect(listPeople([bo, you])).toBe("you and Bo");
    expect(listPeople([bo, cy, you])).toBe("you, Bo and Cy");
    expect(listPeople([bo, cy])).toBe("Bo and Cy");
    expect(listWords(["Bo"])).toBe("Bo");
  });

  it("puts the plural where the number asks for it, and BuyWord's money in dollars", () => {
    expect([count(0, "point"), count(1, "point"), count(2, "point")]).toEqual([
      "0 points",
      "1 point",
      "2 points",
    ]);
    expect(count(1, "face-down token")).toBe("1 face-down token");
    expect(money(1000)).toBe("$1,000");
    expect([scoreText("buyword", 812), scoreText("oh-my-word", 1), scoreText("oh-my-word", 3)]).toEqual([
      "$812",
      "1 point",
      "3 points",
    ]);
    // A game scored by token count counts tokens, not points.
    expect(scoreText("oh-my-word", 2, "tokens")).toBe("2 tokens");
    expect(scoreText("buyword", 2, "tokens")).toBe("$2");
    expect([nounFor(1, "day"), nounFor(3, "day"), nounFor(2, "category", "categories")]).toEqual([
      "day",
      "days",
      "categories",
    ]);
  });
});

describe("the log's sentences", () => {
  const seats = [you, bo, cy];
  const who = (s: number) => seats[s] ?? person(`Seat ${s + 1}`);
  const omw = (e: Parameters<typeof describeOmwEvent>[0]) =>
    describeOmwEvent(e, { person: who, category: () => "Fruit" });

  it("Oh My Word, for the viewer and for others", () => {
    const cases: [Parameters<typeof describeOmwEvent>[0], string][] = [
      [{ type: "player-eliminated", seat: 0 }, "You are knocked out of the tiebreaker."],
      [{ type: "player-eliminated", seat: 1 }, "Bo is knocked out of the tiebreaker."],
      [{ type: "tiebreaker-started", seats: [1, 0], holder: 1 }, "Tiebreaker between you and Bo!"],
      [{ type: "tiebreaker-started", seats: [1, 2], holder: 1 }, "Tiebreaker between Bo and Cy!"],
      [{ type: "game-started", holder: 0, direction: 1 }, "You start with the bag, going clockwise."],
      [
        { type: "game-started", holder: 1, direction: -1 },
        "Bo starts with the bag, going counter-clockwise.",
      ],
      [{ type: "timer-went-off", holder: 0, at: 0 }, "Time! You were holding the bag."],
      [{ type: "timer-went-off", holder: 1, at: 0 }, "Time! Bo was holding the bag."],
      [{ type: "bag-passed", from: 1, to: 0, reason: "pass" }, "Bo passed the bag to you."],
      [{ type: "tile-returned", seat: 0, letter: "S", category: null }, "Your S went back into the bag."],
      [{ type: "token-taken", seat: 0, value: 3 }, "You took a bad-luck token worth 3."],
      [{ type: "token-taken", seat: 1 }, "Bo took a bad-luck token."],
    ];
    for (const [event, sentence] of cases) expect(omw(event)).toBe(sentence);
  });

  it("BuyWord, for the viewer and for others", () => {
    const sale = { tiles: [], words: [{ word: "CAT", price: 9 }], total: 9 } as never;
    const cases: [Parameters<typeof describeBuywordEvent>[0], string][] = [
      [{ type: "roundStarted", round: 2, leader: 0, die: 3 } as never, "Round 2: You lead and roll 3."],
      [
        { type: "roundStarted", round: 2, leader: 1, die: "choice" } as never,
        "Round 2: Bo leads and rolls “choice”.",
      ],
      [{ type: "countChosen", seat: 1, count: 1 } as never, "Bo chose 1 tile each."],
      [{ type: "bought", seat: 0, count: 3, price: 16 } as never, "You bought 3 tiles for $16."],
      [{ type: "drawDiscarded", seat: 0 } as never, "You discarded your draw."],
      [
        {
          type: "auctionStarted",
          owner: 1,
          tiles: [{ letter: "B" }, { letter: "K" }, { letter: "E" }],
        } as never,
        "Bo put B, K and E up for auction.",
      ],
      [
        {
          type: "auctionWon",
          owner: 1,
          seat: 0,
          amount: 26,
          tiles: [{ letter: "B" }, { letter: "*" }],
        } as never,
        "You won the auction for B and a wild at $26.",
      ],
      [
        { type: "auctionWon", owner: 0, seat: 2, amount: 1000, tiles: [{ letter: "Q" }] } as never,
        "Cy won the auction for Q at $1,000.",
      ],
      [
        { type: "auctionUnsold", owner: 1, tiles: [{ letter: "Z" }, { letter: "A" }] } as never,
        "Nobody bid: Z and A are discarded.",
      ],
      [{ type: "auctionUnsold", owner: 1, tiles: [{ letter: "Z" }] } as never, "Nobody bid: Z is discarded."],
      [{ type: "drafted", seat: 1, tile: { letter: "X" }, forced: false } as never, "Bo took X."],
      [{ type: "drafted", seat: 0, tile: { letter: "*" }, forced: false } as never, "You took a wild."],
      [
        { type: "drafted", seat: 0, tile: { letter: "E" }, forced: true } as never,
        "E went to you, the only pick left.",
      ],
      [
        { type: "drafted", seat: 2, tile: { letter: "E" }, forced: true } as never,
        "E went to Cy, the only pick left.",
      ],
      [
        {
          type: "tradeOffered",
          from: 1,
          to: 2,
          money: 0,
          fromTiles: [{ letter: "E" }],
          toTiles: [{ letter: "K" }],
        } as never,
        "Bo offered Cy E for K.",
      ],
      [{ type: "tradeDeclined", from: 1, to: 0 } as never, "You declined Bo's offer."],
      [{ type: "tradeDeclined", from: 0, to: 2 } as never, "Cy declined your offer."],
      [{ type: "tradeWithdrawn", from: 0, to: 1 } as never, "You withdrew your offer to Bo."],
      [{ type: "tradeWithdrawn", from: 2, to: 1 } as never, "Cy withdrew their offer to Bo."],
      [{ type: "turnEnded", seat: 0, skipped: true, discarded: [] } as never, "You have no letters to sell."],
      [{ type: "turnEnded", seat: 1, skipped: false, discarded: [] } as never, "Bo ended their turn."],
      [{ type: "sold", seat: 0, sale } as never, "You sold CAT for $9."],
      [
        { type: "traded", from: 1, to: 0, money: -6, fromTiles: [{ letter: "E" }], toTiles: [] } as never,
        "Bo gave E to you for $6.",
      ],
      [{ type: "timedOut", seat: 0 } as never, "Time ran out for you."],
      [
        { type: "draftPool", tiles: [{ letter: "B" }, { letter: "K" }, { letter: "*" }] } as never,
        "The draft pool: B, K and a wild.",
      ],
      [{ type: "drawsRevealed", draws: [] } as never, "Every draw is turned face up: trading is open."],
      [{ type: "tradingDone", seat: 0 } as never, "You are done trading."],
      [{ type: "tradingDone", seat: 1 } as never, "Bo is done trading."],
      [{ type: "tradingEnded" } as never, "Trading is over."],
      [{ type: "passed", seat: 2 } as never, "Cy passed."],
      [{ type: "voted", seat: 1 } as never, "Bo voted."],
    ];
    for (const [event, sentence] of cases) expect(describeBuywordEvent(event, who)).toBe(sentence);
  });

  it("BuyWord: the only event the log leaves out is a draw, which the drawer's next move tells", () => {
    expect(describeBuywordEvent({ type: "drew", seat: 1, count: 3, tiles: null }, who)).toBeNull();
  });
});
