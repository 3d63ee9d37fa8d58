import { count } from "@wordhall/ui";
import {
  type BuywordTileView,
  type BuywordView,
  isWildTile,
  money,
  pipsOf,
  priceOfPips,
} from "../buyword/types";

// The coach of the guided first BuyWord game (docs/web.md, "Guided first game"): from the
// seat's own view alone, the one step that fits the moment: what the rule is and what to do
// now. Pure, so each situation is tested from a position the real engine built.

export type CoachLesson = {
  /** Stable per kind of step: the table and the tests tell steps apart by it. */
  readonly id:
    | "choose"
    | "buy"
    | "discard"
    | "buy-or-discard"
    | "bot-decides"
    | "sell"
    | "wild"
    | "hand-limit"
    | "end-turn"
    | "bot-sells"
    | "last-round"
    | "finish";
  readonly title: string;
  readonly text: string;
  /** The rules it teaches, by their ids in docs/rules/buyword.md. */
  readonly rules: readonly string[];
};

/** What the server tells the web about the game's guide (rooms.get: currentGame.guide). */
export type CoachGuide = { readonly words: readonly string[] };

const VOWELS = new Set(["A", "E", "I", "O", "U", "Y"]);
/** A draw at least this dear, or one without a vowel, is worth thinking twice about. */
const DEAR = 100;

/** No-break spaces keep a short phrase ("3 pips") on one line on a phone. */
const onOneLine = (phrase: string) => phrase.replaceAll(" ", "\u00a0");

/** How a word could be spelled from these tiles: with its own letters, with one wild, or not. */
function spelling(
  word: string,
  tiles: readonly BuywordTileView[],
): { wildFor: string | null; pips: number } | null {
  const free = tiles.filter((t) => !isWildTile(t));
  const wild = tiles.find(isWildTile);
  let wildFor: string | null = null;
  let pips = 0;
  for (const letter of word) {
    const i = free.findIndex((t) => t.letter === letter);
    if (i >= 0) {
      pips += free[i]?.pips ?? 0;
      free.splice(i, 1);
    } else if (wild && wildFor === null) {
      wildFor = letter;
      pips += wild.pips;
    } else return null;
  }
  return { wildFor, pips };
}

/** The guide's first word these tiles spell, preferring one without a wild. */
function suggestion(guide: CoachGuide, tiles: readonly BuywordTileView[]) {
  const spelled = guide.words.flatMap((word) => {
    const s = spelling(word, tiles);
    return s ? [{ word, ...s }] : [];
  });
  return spelled.find((s) => s.wildFor === null) ?? spelled[0] ?? null;
}

const lettersOf = (tiles: readonly BuywordTileView[]) => tiles.filter((t) => !isWildTile(t));

/** The step for this moment of a guided game, or null when there is nothing to say (a spectator). */
export function coachLesson(view: BuywordView, guide: CoachGuide): CoachLesson | null {
  const me = view.you;
  if (me === null) return null;
  const phase = view.phase;
  const mine = view.players[me.seat];
  if (phase.kind === "over")
    return {
      id: "finish",
      title: "That's a whole game",
      text: "Buying, selling, wilds and the hand limit: that is all of BuyWord. Rounds go on until the bag can no longer fill every draw, and the most money wins.",
      rules: ["BW-28", "BW-12"],
    };
  if (!mine) return null;
  if (view.final && phase.kind === "sell")
    return {
      id: "last-round",
      title: "The last round",
      text: "The bag can't fill everyone's draw, so this round has no buying: sell what you can, and the game ends after it.",
      rules: ["BW-12"],
    };
  switch (phase.kind) {
    case "choose":
      return phase.turn === me.seat
        ? {
            id: "choose",
            title: "The die says: your choice",
            text: "Each round starts with a roll of the die. On “choice” the leader, you this round, picks how many tiles everyone draws: 2 to 5.",
            rules: ["BW-5", "BW-6"],
          }
        : null;
    case "decide": {
      if (phase.turn !== me.seat)
        return {
          id: "bot-decides",
          title: "The bot's turn",
          text: "The bot buys or discards its own draw. You only see how many tiles it drew: each player sees just their own.",
          rules: ["BW-7", "BW-30"],
        };
      const draw = mine.draw?.tiles ?? [];
      const pips = pipsOf(draw);
      const cost = priceOfPips(pips);
      const roll = `The die rolled ${view.count ?? draw.length}: everyone draws ${count(draw.length, "tile")}.`;
      // No-break spaces keep the sum on one line on a phone.
      const priceSentence = `A draw costs the square of its pips: ${pips}\u00a0×\u00a0${pips}\u00a0=\u00a0${money(cost)}.`;
      if (cost > mine.money)
        return {
          id: "discard",
          title: "Too dear: discard it",
          text: `${priceSentence} You have ${money(mine.money)}, and nobody can buy what they can't pay for. Discard it: the tiles leave the game.`,
          rules: ["BW-7", "BW-8"],
        };
      const word = suggestion(guide, [...draw, ...me.hand]);
      if (word)
        return {
          id: "buy",
          title: "Buy your draw",
          text: `${roll} ${priceSentence} ${word.wildFor === null ? `Yours holds ${word.word}` : `With a wild for the ${word.wildFor}, yours makes ${word.word}`}: press Buy (all or nothing).`,
          rules: ["BW-5", "BW-7", "BW-8"],
        };
      if (cost >= DEAR || !draw.some((t) => VOWELS.has(t.letter)))
        return {
          id: "discard",
          title: "Better discarded",
          text: `${priceSentence} ${draw.some((t) => VOWELS.has(t.letter)) ? "That is a lot" : "With no vowel it makes few words"}. You needn't buy: press Discard, for free; the tiles leave the game.`,
          rules: ["BW-7", "BW-8"],
        };
      return {
        id: "buy-or-discard",
        title: "Buy or discard",
        text: `${roll} ${priceSentence} Buy it if you see words in it with your hand; otherwise discard it.`,
        rules: ["BW-7", "BW-8"],
      };
    }
    case "sell": {
      if (phase.turn !== me.seat)
        return {
          id: "bot-sells",
          title: "The bot sells",
          text: "Players sell in turn. The bot is selling its words now; the bank pays for every word.",
          rules: ["BW-9", "BW-11"],
        };
      if (phase.pending !== null) return null;
      const limit = view.rules.handLimit;
      const letters = lettersOf(me.hand).length;
      const word = suggestion(guide, me.hand);
      if (word?.wildFor === null)
        return {
          id: "sell",
          title: "Sell a word",
          text: `A word sells for the square of its pips. Type ${word.word} (or tap its tiles) and sell it: ${onOneLine(count(word.pips, "pip"))}, ${money(priceOfPips(word.pips))}.`,
          rules: ["BW-9", "BW-10", "BW-11"],
        };
      if (word)
        return {
          id: "wild",
          title: "Use a wild",
          text: `A ★ is a wild: it stands for any letter, one per word, and counts 1 pip. Type ${word.word}; the wild becomes the ${word.wildFor}.`,
          rules: ["BW-10", "BW-11"],
        };
      if (limit !== null && letters > limit)
        return {
          id: "hand-limit",
          title: "The hand limit",
          text: `You keep at most ${count(limit, "letter")} when your turn ends (wilds don't count), and you hold ${letters}. Sell more, or press End turn and pick ${count(letters - limit, "letter")} to discard.`,
          rules: ["BW-13"],
        };
      return {
        id: "end-turn",
        title: "End your turn",
        text: `Sell another word if you see one, then press End turn.${limit !== null ? ` Up to ${count(limit, "letter")} stay in your hand for later rounds; wilds don't count.` : ""}`,
        rules: ["BW-9", "BW-13"],
      };
    }
    default:
      return null;
  }
}
