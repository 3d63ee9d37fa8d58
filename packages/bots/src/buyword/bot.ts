import type { BuywordAction, BuywordView } from "@wordhall/engine";
import type { HouseRules, Lexicons } from "@wordhall/words";
import type { Bot, BotInput } from "../core/bot";
import { Chance } from "../core/chance";
import { bidFor, chooseCount, decideDraw } from "./buying";
import type { Decided } from "./decisions";
import { draftPick } from "./drafting";
import { BUYWORD_LEVELS, DEADLINE_MARGIN_MS } from "./levels";
import { read } from "./reading";
import { sellingMove, voteMove } from "./selling";
import { tradeMove } from "./trading";
import { Vocabulary } from "./vocabulary";

export type BuywordBotOptions = {
  /** The lexicons the room's words are judged by: the ones the host hands the engine. */
  readonly lexicons: Lexicons;
  /**
   * Optional: the platform's list of allowed and banned words the game was set up with (its
   * config's `platform`), which the view does not show. Without it the bot knows only the
   * room's own house words, and may offer a word the moderators ban (the engine refuses it).
   */
  readonly platform?: HouseRules;
};

/**
 * The BuyWord bot. From its seat's view only: it chooses draw sizes, drafts, trades, buys,
 * discards or auctions its draw, bids, sells words (with a look-ahead for keeping tiles that
 * make longer words later) and votes on themes, each after a person's reaction and thought,
 * and within the room's time limits. It never leaves. Null when the seat has nothing to do.
 */
export function buywordBot(options: BuywordBotOptions): Bot<BuywordView, BuywordAction> {
  const vocabulary = new Vocabulary(options.lexicons, options.platform);
  return ({ view, seat, level, rng, now }: BotInput<BuywordView>) => {
    const me = view.players[seat];
    if (view.phase.kind === "over" || me === undefined || me.left || view.you?.seat !== seat) return null;
    const decided = decide(view, seat, level, vocabulary);
    if (decided === null) return null;
    return { action: decided.action, at: when(view, level, now, decided, new Chance(rng)) };
  };
}

function decide(
  view: BuywordView,
  seat: number,
  level: BotInput<BuywordView>["level"],
  vocabulary: Vocabulary,
): Decided | null {
  const phase = view.phase;
  const r = () => read(view, seat, level, vocabulary.words(view.rules, BUYWORD_LEVELS[level]));
  switch (phase.kind) {
    case "choose":
      return phase.turn === seat ? chooseCount(r()) : null;
    case "draft": {
      if (phase.turn !== seat || phase.pool.length === 0) return null;
      return draftPick(phase.pool, view.players[seat]?.draw?.tiles ?? [], r());
    }
    case "trade":
      return tradeMove(phase, r());
    case "decide": {
      const draw = view.players[seat]?.draw?.tiles;
      return phase.turn === seat && draw ? decideDraw(draw, r()) : null;
    }
    case "auction":
      return phase.turn === seat ? bidFor(phase.tiles, phase.owner, phase.high, r()) : null;
    case "sell": {
      const pending = phase.pending;
      if (pending === null) return phase.turn === seat ? sellingMove(r()) : null;
      return pending.seat !== seat && pending.yourVote === null ? voteMove() : null;
    }
    default:
      return null;
  }
}

/**
 * When to send it: its reaction, then thinking that takes longer for a weighed decision and
 * longest for a sale (exponential, so asking again changes nothing on average), and never
 * faster than its quickest reaction. With a time limit it hurries to act before it runs out.
 */
function when(
  view: BuywordView,
  level: BotInput<BuywordView>["level"],
  now: number,
  decided: Decided,
  chance: Chance,
): number {
  const style = BUYWORD_LEVELS[level];
  const reaction = chance.between(style.reactionMs);
  const mean = decided.effort === "sell" ? style.sellMs : decided.effort === "weigh" ? style.thinkMs : 0;
  let at = now + reaction + Math.round(mean > 0 ? chance.exponential(mean) : 0);
  if (view.deadline !== null) at = Math.min(at, view.deadline - DEADLINE_MARGIN_MS);
  return Math.max(at, now + style.reactionMs[0]);
}
