import {
  type JudgingHint,
  type JudgingHintKnowledge,
  judgingHint,
  judgingHintKnowledge,
} from "@wordhall/bots";
import { nodeJudgingHintKnowledge } from "@wordhall/bots/node";
import type { OmwView } from "@wordhall/engine";
import { logger } from "../../observability/logger";
import type { OmwLiveExtras } from "../../realtime/live-message";

/**
 * An Oh My Word view as a seat sees it live, with the hints for the challenged claims that
 * seat may vote on (by claim id). The key is there only while there is a hint to give.
 */
export type OmwViewWithHints = OmwView & OmwLiveExtras;

let knowledge: JudgingHintKnowledge | null = null;

/**
 * What the hints are drawn from, for this process: the bots' term banks and WordNet, the same
 * copy the Oh My Word bot reads (about 50 MB, 300–800 ms the first time anything needs it).
 * Without WordNet's files the hints know the banks only, and the error is logged once.
 */
export function serverHintKnowledge(): JudgingHintKnowledge {
  if (knowledge === null) {
    try {
      knowledge = nodeJudgingHintKnowledge();
    } catch (error) {
      logger().error({ err: error }, "WordNet could not be read; judging hints know the term banks only");
      knowledge = judgingHintKnowledge();
    }
  }
  return knowledge;
}

/** Hints worked out once per claim of one game (claim ids are never reused within a game). */
export type HintCache = Map<number, JudgingHint>;

/**
 * The view with `judgingHints` for each challenged claim this seat may vote on: it is in play
 * and did not make the claim. Spectators and the claimant get none, and nobody gets a hint for
 * a claim before it is challenged.
 */
export function withJudgingHints(
  view: OmwView,
  cache: HintCache,
  hints = serverHintKnowledge,
): OmwViewWithHints {
  const seat = view.you;
  if (seat === null || view.seats[seat]?.inPlay !== true) return view;
  let found: Record<string, JudgingHint> | null = null;
  for (const claim of view.claims) {
    if (claim.challengedBy === null || claim.seat === seat) continue;
    let hint = cache.get(claim.id);
    if (hint === undefined) {
      const category = categoryText(view, claim.category);
      hint = category === null ? { kind: "unknown" } : judgingHint(hints(), category, claim.term);
      cache.set(claim.id, hint);
    }
    found ??= {};
    found[String(claim.id)] = hint;
  }
  return found === null ? view : { ...view, judgingHints: found };
}

function categoryText(view: OmwView, id: number): string | null {
  for (const board of view.boards) for (const c of board.categories) if (c.id === id) return c.text;
  return null;
}
