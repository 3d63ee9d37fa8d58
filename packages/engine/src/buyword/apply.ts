import type { EngineContext } from "../core/context";
import { type ApplyResult, applied } from "../core/result";
import { BUYWORD_SERVER_ACTIONS, type BuywordAction, buywordActionSchema } from "./actions";
import { applyAwayDefault, endForAbsence, markAway, markBack, startStandIn } from "./away";
import { turnRefusal } from "./bids";
import { buyDraw, discardDraw, passBid, placeBid, startAuction } from "./buying";
import { finishWork, inPlay, startWork, type Work } from "./draft-state";
import { draftPick } from "./drafting";
import { type BuywordRejected, fail } from "./errors";
import type { BuywordEvent } from "./events";
import { setCount } from "./flow";
import { leaveGame } from "./leaving";
import { defaultDiscard, endTurn, sell, settleVote, vote } from "./selling";
import type { BuywordState, Phase } from "./state";
import { decisionKey, timeLimitKind } from "./timing";
import { acceptTrade, declineTrade, doneTrading, endTrading, offerTrade, withdrawTrade } from "./trading";
import type { JudgeFor } from "./word-judge";

/** The module's apply (buywordModule): `judge` holds the lexicons the host handed in. */
export function applyBuyword(
  state: BuywordState,
  action: BuywordAction,
  ctx: EngineContext,
  judge: JudgeFor,
): ApplyResult<BuywordState, BuywordEvent> {
  if (state.phase.kind === "over") return fail("game-over", "The game is over.");
  // The server parses actions already; parsing again (about a microsecond) means that no
  // input, however it reached us, can make the rules throw.
  const parsed = buywordActionSchema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail("invalid-action", `That is not a BuyWord action${issue ? `: ${issue.message}` : ""}.`);
  }
  const work = startWork(state);
  const error = dispatch(work, parsed.data, ctx, judge);
  if (error) return error;
  work.step = state.step + 1;
  work.lastAt = ctx.now;
  if (decisionKey(work) !== decisionKey(state)) work.decisionAt = ctx.now;
  return applied(finishWork(work), work.events);
}

/** Whose decision the phase waits for; null when several may act (trade, vote). */
export function actingSeat(state: Pick<BuywordState, "phase" | "leader">): number | null {
  const phase = state.phase;
  switch (phase.kind) {
    case "choose":
      return state.leader;
    case "draft":
    case "decide":
      return phase.turn;
    case "auction":
      return phase.order[phase.index] ?? null;
    case "sell":
      return phase.pending === null ? phase.turn : null;
    default:
      return null;
  }
}

function dispatch(
  work: Work,
  action: BuywordAction,
  ctx: EngineContext,
  judge: JudgeFor,
): BuywordRejected | null {
  const actor = ctx.actor;
  if (BUYWORD_SERVER_ACTIONS.has(action.type)) {
    if (actor !== null) return fail("server-only", "Only the server can do that.");
    return dispatchServer(work, action, ctx.now);
  }
  if (actor === null || !Number.isInteger(actor) || actor < 0 || actor >= work.players.length) {
    return fail("not-your-turn", "Only a player at the table can do that.");
  }
  // BW-33: a seat whose player has left takes no further part.
  if (!inPlay(work, actor)) return fail("player-left", "You have left this game.");
  if (action.type === "leave") return leaveGame(work, actor);
  const phase = work.phase;
  const mine = actingSeat(work) === actor;
  switch (action.type) {
    case "choose":
      if (phase.kind !== "choose") return fail("wrong-phase", "There is nothing to choose now.");
      if (!mine) return fail("not-your-turn", "Only the leader chooses the draw size.");
      work.events.push({ type: "countChosen", seat: actor, count: action.count });
      setCount(work, action.count);
      return null;
    case "draftPick":
      if (phase.kind !== "draft") return fail("wrong-phase", "There is no draft running.");
      if (!mine) return fail("not-your-turn", "It's not your pick.");
      return draftPick(work, actor, action.tile);
    case "offerTrade":
      return offerTrade(work, actor, action.to, action.money);
    case "acceptTrade":
      return acceptTrade(work, actor, action.from);
    case "declineTrade":
      return declineTrade(work, actor, action.from);
    case "withdrawTrade":
      return withdrawTrade(work, actor, action.to);
    case "doneTrading":
      return doneTrading(work, actor);
    case "buy":
    case "discard":
    case "auction":
      if (phase.kind !== "decide") return fail("wrong-phase", "Nobody is buying now.");
      if (!mine) return fail("not-your-turn", "It's not your turn to buy.");
      if (action.type === "buy") return buyDraw(work, actor);
      if (action.type === "discard") return discardDraw(work, actor);
      if (!work.config.variants.auction) return fail("wrong-phase", "This room plays without auctions.");
      return startAuction(work, actor);
    case "bid":
      if (phase.kind !== "auction") return fail("wrong-phase", "There is no auction running.");
      return placeBid(work, actor, action.amount);
    case "pass": {
      if (phase.kind !== "auction") return fail("wrong-phase", "There is no auction running.");
      const refusal = turnRefusal(actingSeat(work), actor);
      if (refusal) return fail(refusal.code, refusal.message);
      passBid(work, actor);
      return null;
    }
    case "sell":
    case "endTurn":
      if (phase.kind !== "sell") return fail("wrong-phase", "Nobody is selling now.");
      if (phase.pending !== null) return fail("vote-pending", "Wait for the vote on the last sale.");
      if (!mine) return fail("not-your-turn", "It's not your turn to sell.");
      if (action.type === "sell") return sell(work, actor, action, judge);
      return endTurn(work, actor, action.discard);
    case "vote":
      return vote(work, actor, action.fits);
    default:
      return fail("invalid-action", "Unknown action.");
  }
}

/** What only the server sends: time-outs (BW-14) and the marks and ends of absence (BW-34..36). */
function dispatchServer(work: Work, action: BuywordAction, now: number): BuywordRejected | null {
  switch (action.type) {
    case "timeout":
      if (action.step !== work.step) return fail("stale-timeout", "That decision has already been made.");
      return applyTimeout(work);
    case "away":
      return markAway(work, action.seat, action.since, now);
    case "back":
      return markBack(work, action.seat);
    case "standIn":
      return startStandIn(work, action.seat, now);
    case "awayDefault":
      return applyAwayDefault(work, action.seat, action.step);
    case "endForAbsence":
      return endForAbsence(work, action.seat);
    default:
      return fail("invalid-action", "Unknown action.");
  }
}

/** The default move of whatever decision ran out of time (BW-14). */
function applyTimeout(work: Work): BuywordRejected | null {
  const phase: Phase = work.phase;
  const kind = timeLimitKind(work);
  if (kind === null) return fail("wrong-phase", "Nothing is waiting on a time limit.");
  work.events.push({ type: "timedOut", kind, seat: actingSeat(work) });
  switch (phase.kind) {
    case "choose":
      setCount(work, 2);
      return null;
    case "draft": {
      const tile = phase.pool[0];
      return tile === undefined ? null : draftPick(work, phase.turn, tile);
    }
    case "trade":
      endTrading(work);
      return null;
    case "decide":
      return discardDraw(work, phase.turn);
    case "auction":
      passBid(work, phase.order[phase.index] ?? phase.owner);
      return null;
    case "sell":
      if (phase.pending !== null) {
        settleVote(work, phase.pending, true);
        return null;
      }
      return endTurn(
        work,
        phase.turn,
        defaultDiscard(work.players[phase.turn]?.hand ?? [], work.config.variants.handLimit),
      );
    default:
      return fail("wrong-phase", "Nothing is waiting on a time limit.");
  }
}
