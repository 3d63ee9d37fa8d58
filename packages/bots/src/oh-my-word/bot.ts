import type { OmwAction, OmwView } from "@wordhall/engine";
import type { Bot, BotInput } from "../core/bot";
import { Chance } from "../core/chance";
import type { OmwKnowledge } from "../knowledge/omw-knowledge";
import { holderMove, type Planned } from "./holder";
import { judgeMove } from "./judge";

export type OhMyWordBotOptions = {
  /** What it knows: ohMyWordKnowledge() for the banks, with WordNet from @wordhall/bots/node for packs. */
  readonly knowledge: OmwKnowledge;
};

/**
 * The Oh My Word bot. From its seat's view only: as the bag holder it draws, thinks of a
 * term for an open category (level-dependent, sometimes too long for the hidden timer) and
 * covers, then hands the bag on; meanwhile it judges others' claims. It never leaves.
 * Whatever it plans, it answers with the earliest of it; the host asks again when the game moves.
 */
export function ohMyWordBot(options: OhMyWordBotOptions): Bot<OmwView, OmwAction> {
  const { knowledge } = options;
  return ({ view, seat, level, rng, now }: BotInput<OmwView>) => {
    if (view.phase === "over" || view.paused) return null;
    const me = view.seats[seat];
    if (me === undefined || me.left || !me.inPlay) return null;
    let next: Planned | null = null;
    const consider = (p: Planned | null) => {
      if (p !== null && (next === null || p.at < next.at)) next = p;
    };
    if (view.holder === seat) consider(holderMove(view, seat, level, now, new Chance(rng), knowledge));
    if (view.rules.judging === "challenge") {
      for (const claim of view.claims) consider(judgeMove(view, claim, seat, level, now, knowledge));
    }
    return next;
  };
}
