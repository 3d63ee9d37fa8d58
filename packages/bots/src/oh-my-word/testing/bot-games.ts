import { type OmwAction, type OmwState, type OmwView, ohMyWord, seedRng } from "@wordhall/engine";
import { OmwTable, omwInvariantViolations } from "@wordhall/engine/oh-my-word/testing";
import { deadlineGoesFirst } from "@wordhall/timer";
import type { Bot, BotLevel } from "../../core/bot";

/** What the host seeds a bot's generator from: the game, the seat and the version. */
export function botRng(game: string, seat: number, version: number) {
  return seedRng(`${game}/${seat}/${version}`);
}

export type BotGameOptions = {
  readonly config: unknown;
  readonly seed: string;
  /** One level per seat; every seat is a bot. */
  readonly levels: readonly BotLevel[];
  readonly bot: Bot<OmwView, OmwAction>;
  /** Stops a game that would not end (a bug): at most this many actions, deadlines included. */
  readonly maxActions?: number;
  /** Checks the engine's invariants after every action (the tests do; the bench need not). */
  readonly checkInvariants?: boolean;
  /** Sees the state each time the bots are about to be asked. */
  readonly onAsk?: (state: OmwState) => void;
};

export type BotGameReport = {
  readonly table: OmwTable;
  readonly ended: boolean;
  /** Bot actions the engine refused, with why: there must be none. */
  readonly refused: readonly string[];
  /** Invariant violations seen after any action: there must be none. */
  readonly broken: readonly string[];
  /** Per seat: letters drawn, categories covered, tokens taken. */
  readonly seats: readonly { draws: number; covers: number; tokens: number }[];
  readonly botActions: number;
};

/**
 * Plays a game with a bot in every seat, as the host will: after every applied action each
 * seat's bot is asked (its own view, a generator seeded from the game, seat and version, the
 * time of the last action), the earliest answer is sent at its instant, and the engine's own
 * deadlines (the hidden timer, claim windows) go first when they fall before it.
 */
export function playBotGame(options: BotGameOptions): BotGameReport {
  const { config, seed, levels, bot } = options;
  const table = new OmwTable(config, seed);
  const seats = levels.map(() => ({ draws: 0, covers: 0, tokens: 0 }));
  const refused: string[] = [];
  const broken: string[] = [];
  let botActions = 0;
  const maxActions = options.maxActions ?? 20_000;
  for (let n = 0; n < maxActions && table.state.phase !== "over"; n++) {
    const now = table.now;
    options.onAsk?.(table.state);
    let next: { seat: number; action: OmwAction; at: number } | null = null;
    for (let seat = 0; seat < levels.length; seat++) {
      const decision = bot({
        view: ohMyWord.view(table.state, seat),
        seat,
        level: levels[seat] as BotLevel,
        rng: botRng(seed, seat, table.state.version),
        now,
      });
      if (decision === null) continue;
      if (decision.at < now) refused.push(`seat ${seat} answered for ${decision.at}, before ${now}`);
      if (next === null || decision.at < next.at) next = { seat, ...decision };
    }
    const deadline = ohMyWord.deadlines(table.state)[0];
    if (deadline !== undefined && (next === null || deadlineGoesFirst(deadline.at, next.at))) {
      const result = table.raw(null, deadline.action, Math.max(deadline.at, now));
      if (!result.ok) throw new Error(`deadline refused: ${result.error.code}`);
      for (const e of result.events)
        if (e.type === "token-taken") (seats[e.seat] as { tokens: number }).tokens++;
    } else if (next !== null) {
      botActions++;
      const result = table.raw(next.seat, next.action, next.at);
      if (!result.ok) {
        refused.push(`seat ${next.seat} ${JSON.stringify(next.action)}: ${result.error.code}`);
        break;
      }
      for (const e of result.events) {
        if (e.type === "tile-drawn" && e.letter !== null) (seats[e.seat] as { draws: number }).draws++;
        if (e.type === "category-covered") (seats[e.seat] as { covers: number }).covers++;
      }
    } else {
      broken.push("nobody has anything to do and nothing is due");
      break;
    }
    if (options.checkInvariants) {
      for (const v of omwInvariantViolations(table.state)) broken.push(`after action ${n}: ${v}`);
    }
  }
  return { table, ended: table.state.phase === "over", refused, broken, seats, botActions };
}
