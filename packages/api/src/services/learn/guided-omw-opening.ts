import { type OmwAction, type OmwEvent, type OmwState, ohMyWord } from "@wordhall/engine";
import { deadlineGoesFirst } from "@wordhall/timer";
import { planBotMove } from "../bots/bot-plan";
import { GUIDED_OMW_SETTINGS } from "./guided-omw";

/** The player's seat in a guided game; the bots sit in seats 1 and 2. */
const PLAYER = 0;
const BOT_SEATS = [1, 2] as const;
const START = 1_000_000;

/** How long a player takes over each step of a turn, in ms from the moment before it. */
export type PlayerPace = {
  /** From being handed the bag to drawing. */
  readonly drawMs: number;
  /** From the letter to naming the example's category (the table sends it as they pick). */
  readonly chooseMs: number;
  /** From naming it to covering it with the example term. */
  readonly claimMs: number;
  /** From covering to passing the bag. */
  readonly passMs: number;
};

/** A player who follows the guide at once (as the browser test does), and one who takes their time. */
export const PACES = {
  quick: { drawMs: 2_000, chooseMs: 3_000, claimMs: 4_000, passMs: 2_000 },
  slow: { drawMs: 5_000, chooseMs: 10_000, claimMs: 15_000, passMs: 4_000 },
} as const satisfies Record<string, PlayerPace>;

export type GuidedOmwOpening = {
  /** The first timer's hidden length (ms): a secret of the game, read here from the state. */
  readonly firstTimerMs: number;
  /** The letter of the player's first draw ("" for a reverse tile). */
  readonly firstLetter: string;
  /** Whether the example term covered its category and the cover stood. */
  readonly exampleStood: boolean;
  /** What each bot covered on its first turn, if it did before the player's second draw. */
  readonly botCovers: readonly { readonly seat: number; readonly letter: string; readonly term: string }[];
  /** Whether the player's second draw was a reverse tile, and when (ms after the start). */
  readonly secondDrawReverse: boolean;
  readonly secondDrawAt: number | null;
  /** When the timer first went off (ms after the start) and on whom, if within the opening. */
  readonly firstExpiry: { readonly at: number; readonly holder: number } | null;
  /** Bot moves the engine refused: there must be none. */
  readonly refused: readonly string[];
};

/**
 * Plays the start of a guided game as the server would: the player in seat 0 at `pace`
 * (first turn: draw, name the example's category, cover it with the example term, pass;
 * second turn: draw; then nothing more), the server's own easy bots in seats 1 and 2 planned
 * exactly as the host plans them (bot-plan.ts), and the engine's deadlines (the hidden timer,
 * claim windows) applied when they fall strictly before the next move. It stops when the
 * timer first goes off or after two minutes of play.
 */
export function guidedOmwOpening(
  seed: string,
  pace: PlayerPace,
  example: { readonly category: number; readonly term: string },
): GuidedOmwOpening {
  const setup = ohMyWord.setup(GUIDED_OMW_SETTINGS as never, seed, { now: START, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  let state: OmwState = setup.state;
  const roster = {
    seed,
    seats: BOT_SEATS.map((seat) => ({ seat, userId: `bot-${seat}`, level: "easy" as const })),
  };
  const firstTimerMs = state.timer.status === "running" ? state.timer.deadline - START : 0;
  let firstLetter = "";
  let exampleClaim: number | null = null;
  let exampleStood = false;
  const botCovers: { seat: number; letter: string; term: string }[] = [];
  let secondDrawReverse = false;
  let secondDrawAt: number | null = null;
  let firstExpiry: { at: number; holder: number } | null = null;
  const refused: string[] = [];
  let draws = 0;
  // The player's next step is timed from the moment their part of the state last changed.
  let stepAt = START;
  let seen = "";

  const apply = (actor: number | null, action: OmwAction, at: number): readonly OmwEvent[] | null => {
    const result = ohMyWord.apply(state, action, { now: at, actor });
    if (!result.ok) return null;
    state = result.state;
    return result.events;
  };

  /** The player's next move and its instant, or null (waiting, or done with the opening). */
  const playerMove = (): { action: OmwAction; at: number } | null => {
    const key = `${state.holder}:${state.turn.stage}:${state.turn.chosen}`;
    if (key !== seen) {
      seen = key;
      stepAt = state.lastAt;
    }
    if (state.holder !== PLAYER) return null;
    const { stage } = state.turn;
    if (stage === "draw") return draws < 2 ? { action: { type: "draw" }, at: stepAt + pace.drawMs } : null;
    if (draws !== 1) return null;
    if (stage === "claim" && state.turn.chosen === null)
      return { action: { type: "choose-category", category: example.category }, at: stepAt + pace.chooseMs };
    if (stage === "claim")
      return {
        action: { type: "claim", category: example.category, term: example.term },
        at: stepAt + pace.claimMs,
      };
    return { action: { type: "pass" }, at: stepAt + pace.passMs };
  };

  for (let n = 0; n < 500 && state.phase === "playing" && state.lastAt < START + 120_000; n++) {
    const bot = planBotMove({
      gameId: `guided/${seed}`,
      kind: "oh-my-word",
      state,
      version: state.version,
      lastAt: state.lastAt,
      roster,
    });
    const mine = playerMove();
    const move =
      mine !== null && (bot === null || mine.at <= bot.at)
        ? { actor: PLAYER, action: mine.action, at: mine.at }
        : bot !== null
          ? { actor: bot.seat, action: bot.action as OmwAction, at: bot.at }
          : null;
    const deadline = ohMyWord.deadlines(state)[0];
    if (deadline !== undefined && (move === null || deadlineGoesFirst(deadline.at, move.at))) {
      const events = apply(null, deadline.action, Math.max(deadline.at, state.lastAt));
      if (events === null) throw new Error(`the server's ${deadline.action.type} was refused`);
      for (const e of events) {
        if (e.type === "timer-went-off" && firstExpiry === null)
          firstExpiry = { at: e.at - START, holder: e.holder };
        if (e.type === "claim-upheld" && e.claim === exampleClaim) exampleStood = true;
      }
      if (firstExpiry !== null) break;
      continue;
    }
    if (move === null) break;
    const events = apply(move.actor, move.action, move.at);
    if (events === null) {
      if (move.actor === PLAYER) throw new Error(`the player's ${move.action.type} was refused`);
      refused.push(`seat ${move.actor}: ${JSON.stringify(move.action)}`);
      break;
    }
    for (const e of events) {
      if (e.type === "tile-drawn" && e.seat === PLAYER) {
        draws++;
        if (draws === 1) firstLetter = e.letter ?? "";
        if (draws === 2) {
          secondDrawReverse = e.letter === null;
          secondDrawAt = move.at - START;
        }
      }
      if (e.type === "category-covered" && e.seat === PLAYER && draws === 1) exampleClaim = e.claim;
      if (
        e.type === "category-covered" &&
        e.seat !== PLAYER &&
        draws < 2 &&
        !botCovers.some((c) => c.seat === e.seat)
      )
        botCovers.push({ seat: e.seat, letter: e.letter, term: e.term });
    }
  }
  return {
    firstTimerMs,
    firstLetter,
    exampleStood,
    botCovers,
    secondDrawReverse,
    secondDrawAt,
    firstExpiry,
    refused,
  };
}

/**
 * Whether a seed teaches well at this pace: the first letter is the example's; the example
 * stands; both bots cover a category before the player's second draw, which is a reverse
 * tile; and the timer first goes off after that draw, within the two minutes looked at.
 */
export function isGoodOmwOpening(o: GuidedOmwOpening, letter: string): boolean {
  return (
    o.refused.length === 0 &&
    o.firstLetter === letter &&
    o.exampleStood &&
    o.botCovers.length === 2 &&
    o.secondDrawReverse &&
    o.secondDrawAt !== null &&
    o.firstExpiry !== null &&
    o.firstExpiry.at > o.secondDrawAt
  );
}
