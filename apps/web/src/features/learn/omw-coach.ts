import type { OmwEventView, OmwView } from "@wordhall/client";
import { count, object, type Person, possessive, subject } from "@wordhall/ui";
import type { LiveLogEntry } from "../live/live-game-store";
import { nextHolder } from "../oh-my-word/table-model";
import type { CoachStep } from "./coach-step";

// The coach of the guided first Oh My Word game (docs/web.md, "Guided first game (Oh My
// Word)"): from the seat's own view and the steps it has seen since the bag last left it,
// the one lesson that fits the moment. Pure, so each lesson is tested from a game the real
// engine played.

export type OmwLessonId =
  | "draw"
  | "cover"
  | "pass"
  | "bot-turn"
  | "reverse"
  | "timer"
  | "challenge"
  | "vote"
  | "challenged"
  | "tiebreaker"
  | "finish";

export type OmwCoachLesson = CoachStep<OmwLessonId>;

/** What the server tells the web about the guide (rooms.get: currentGame.guide). */
export type OmwGuide = {
  readonly example: { readonly letter: string; readonly category: number; readonly term: string };
};

/** Who a seat is, for sentences: "you" for the viewer. */
export type SeatPerson = (seat: number) => Person;

/** The events since the bag last left `me` (that step included), oldest first. */
function sinceMyTurn(log: readonly LiveLogEntry<OmwEventView>[], me: number): OmwEventView[] {
  let from = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]?.events.some((e) => e.type === "bag-passed" && e.from === me)) {
      from = i;
      break;
    }
  }
  return log.slice(from).flatMap((entry) => entry.events);
}

const last = <T>(items: readonly T[], ok: (t: T) => boolean): T | undefined => {
  for (let i = items.length - 1; i >= 0; i--) if (ok(items[i] as T)) return items[i];
  return undefined;
};

function categoryText(view: OmwView, id: number): string {
  for (const board of view.boards) {
    const c = board.categories.find((x) => x.id === id);
    if (c) return c.text;
  }
  return "";
}

const isOpen = (view: OmwView, id: number) =>
  view.boards.some((b) => b.categories.some((c) => c.id === id && c.cover === null));

const seconds = (ms: number) => `${Math.round(ms / 1000)}\u00a0s`;

/** "an L", "a B": the article as the letter's name is said. */
const withArticle = (letter: string) => (/^[AEFHILMNORSX]$/.test(letter) ? `an ${letter}` : `a ${letter}`);

/** The lesson for this moment of a guided game, or null when there is nothing to say. */
export function omwCoachLesson(
  view: OmwView,
  guide: OmwGuide,
  log: readonly LiveLogEntry<OmwEventView>[],
  who: SeatPerson,
): OmwCoachLesson | null {
  const me = view.you;
  if (me === null) return null;
  if (view.phase === "over")
    return {
      id: "finish",
      title: "That's a whole game",
      text: "Drawing, covering, passing, the reverse tile and the timer: that is all of Oh My Word. Tokens are turned over at the end, and the fewest points wins.",
      rules: ["OMW-33", "OMW-35", "OMW-36"],
    };
  const mine = view.seats[me];
  if (!mine || mine.left || view.paused) return null;
  const recent = sinceMyTurn(log, me);
  const timer = last(recent, (e) => e.type === "timer-went-off");
  const holder = view.holder;

  if (holder === me) {
    const stage = view.turn.stage;
    if (stage === "draw") {
      // No draw to teach while the engine would refuse one (OMW-32): the table says why.
      if (view.moves?.draw.ok !== true) return null;
      if (timer?.type === "timer-went-off" && timer.holder !== me) {
        const them = who(timer.holder);
        return {
          id: "timer",
          title: "The timer went off",
          text: `It went off while ${object(them)} held the bag, so ${object(them)} took a bad-luck token, face down. The timer starts again with a new hidden length only when it goes off; passing never resets it. Now draw a tile.`,
          rules: ["OMW-19", "OMW-21", "OMW-22"],
        };
      }
      return {
        id: "draw",
        title: "Your turn: draw a tile",
        text: "You hold the bag, so it's your turn. Press Draw a tile: one comes out at random, nearly always a letter. The hidden timer is running meanwhile.",
        rules: ["OMW-7", "OMW-8"],
      };
    }
    if (stage === "claim") {
      const letter = view.turn.letter ?? "";
      const { example } = guide;
      const hint =
        letter === example.letter && isOpen(view, example.category)
          ? ` For instance, ${categoryText(view, example.category)}: ${example.term}.`
          : "";
      return {
        id: "cover",
        title: "Cover a category",
        text: `You drew ${withArticle(letter)}. Pick an open category, type a term for it that starts with ${letter} and press Cover.${hint} A leading “the”, “a” or “an” doesn't count.`,
        rules: ["OMW-9", "OMW-16"],
      };
    }
    const next = nextHolder(view);
    return {
      id: "pass",
      title: "Pass the bag",
      text: `Covered! Now press Pass the bag: your turn ends and the bag goes to ${next === null ? "the next player" : object(who(next))}. The timer keeps running while you hold it, so don't linger.`,
      rules: ["OMW-11", "OMW-18"],
    };
  }

  // Someone else holds the bag: first what asks something of you, then what just happened.
  const toVote = view.claims.find(
    (c) => c.challengedBy !== null && c.seat !== me && !c.votes.some((v) => v.seat === me),
  );
  if (toVote && toVote.challengedBy !== null)
    return {
      id: "vote",
      title: "Vote on a challenge",
      text: `${subject(who(toVote.challengedBy))} challenged ${possessive(who(toVote.seat), false)} “${toVote.term}” for “${categoryText(view, toVote.category)}”. Does it fit? Vote: if most of the others say no, the tile goes back to the bag; a tie keeps it.`,
      rules: ["OMW-28", "OMW-29", "OMW-30"],
    };
  const mineChallenged = view.claims.find((c) => c.seat === me && c.challengedBy !== null);
  if (mineChallenged && mineChallenged.challengedBy !== null)
    return {
      id: "challenged",
      title: "Your term is challenged",
      text: `${subject(who(mineChallenged.challengedBy))} challenged “${mineChallenged.term}”. The others vote: if most say no, the tile goes back to the bag (you take no token for it); a tie keeps it.`,
      rules: ["OMW-27", "OMW-29", "OMW-30"],
    };
  if (timer?.type === "timer-went-off") {
    if (timer.holder === me) {
      const token = mine.tokens?.at(-1);
      const tokenWorth = token === undefined ? "" : `, worth ${count(token, "point")} (only you can see it)`;
      return {
        id: "timer",
        title: "The timer went off on you",
        text: `You held the bag when it went off, so you took a bad-luck token${tokenWorth}. Any tile you drew this turn goes back to the bag, and the bag moves on. The timer starts again with a new hidden length only when it goes off; passing never resets it.`,
        rules: ["OMW-19", "OMW-20", "OMW-21", "OMW-22"],
      };
    }
    const them = who(timer.holder);
    return {
      id: "timer",
      title: "The timer went off",
      text: `It went off while ${object(them)} held the bag, so ${object(them)} took a bad-luck token, face down: the fewest points wins. The timer runs on through every pass; it starts again with a new hidden length only when it goes off.`,
      rules: ["OMW-19", "OMW-21", "OMW-22"],
    };
  }
  const reverse = last(recent, (e) => e.type === "bag-passed" && e.reason === "reverse");
  if (reverse?.type === "bag-passed") {
    return {
      id: "reverse",
      title: "A reverse tile",
      text: `${subject(who(reverse.from))} drew a reverse tile: it goes beside the board, play now runs the other way, and the bag went straight back to ${object(who(reverse.to))}. No category that turn.`,
      rules: ["OMW-12"],
    };
  }
  const open = view.claims.find((c) => c.seat !== me && c.challengedBy === null);
  if (open && view.rules.judging === "challenge")
    return {
      id: "challenge",
      title: "Does it fit?",
      text: `${subject(who(open.seat))} covered “${categoryText(view, open.category)}” with ${open.term}. If you think it doesn't fit, press Challenge within ${seconds(view.rules.challengeWindowMs)}: the others vote on it. Otherwise let it stand.`,
      rules: ["OMW-26", "OMW-27"],
    };
  if (view.phase === "tiebreaker")
    return {
      id: "tiebreaker",
      title: "The tiebreaker",
      text: "Players tied for the fewest points play on with emptied boards. Whoever holds the bag when the timer goes off is knocked out; the last one left wins.",
      rules: ["OMW-38", "OMW-39", "OMW-40"],
    };
  if (holder === null) return null;
  const them = who(holder);
  return {
    id: "bot-turn",
    title: `${possessive(them)} turn`,
    text: `${subject(them)} holds the bag: draw a tile, cover a category, pass. The hidden timer runs through everyone's turns, and whoever holds the bag when it goes off takes a bad-luck token.`,
    rules: ["OMW-7", "OMW-18", "OMW-19"],
  };
}
