import { closeAuctionIfDone, openAuction } from "./buying";
import { nextInPlay, seatsInPlay, setDraw, type Work } from "./draft-state";
import { type BuywordRejected, fail } from "./errors";
import { advanceDecide, advanceSell, afterDraws, forcePicks, setCount } from "./flow";
import { computeResult } from "./result";
import { settleVote } from "./selling";
import { endTrading, setDone } from "./trading";

/**
 * BW-33: a player leaves for good. They keep their money (and the tiles in their hand, which
 * nobody sees), are passed over from then on, and rank below everyone who stayed (BW-28).
 * Whatever the table was waiting for from them is settled as BW-14's default would settle
 * it; a draw they had not yet bought leaves the game. With fewer than two players left in
 * the game (or the only one, alone) the game ends at once.
 */
export function leaveGame(work: Work, seat: number): BuywordRejected | null {
  const player = work.players[seat];
  if (!player) return fail("not-your-turn", "Only a player at the table can do that.");
  if (player.left === true) return fail("player-left", "You have already left this game.");
  // A player marked away who comes back and leaves (BW-34) leaves no mark behind.
  const { away: _away, ...stays } = player;
  const players = work.players.slice();
  players[seat] = { ...stays, left: true };
  work.players = players;
  work.events.push({ type: "playerLeft", seat });
  const remaining = seatsInPlay(work);
  if (remaining === 0 || (remaining === 1 && work.players.length > 1)) {
    endAtOnce(work);
    return null;
  }
  const phase = work.phase;
  switch (phase.kind) {
    case "choose":
      // Only the leader chooses; BW-14's default is a draw of 2.
      if (work.leader === seat) setCount(work, 2);
      return null;
    case "draft":
      leaveDraft(work, seat);
      return null;
    case "trade": {
      dropDraw(work, seat);
      const offers = phase.offers.filter((o) => o.from !== seat && o.to !== seat);
      const done = setDone(phase.done, seat, true);
      work.phase = { ...phase, offers, done };
      if (done.every(Boolean)) endTrading(work);
      return null;
    }
    case "decide":
      dropDraw(work, seat);
      if (phase.turn === seat) advanceDecide(work, seat);
      return null;
    case "auction":
      leaveAuction(work, seat);
      return null;
    case "sell":
      if (phase.pending !== null && phase.pending.seat !== seat) {
        // A voter left: fewer votes may already decide the sale.
        settleVote(work, phase.pending, false);
        return null;
      }
      // Their turn (or their sale waiting for a vote, which is withdrawn, tiles kept): it ends
      // with no discard, since a hand out of play is never judged against the limit.
      if (phase.turn === seat) advanceSell(work, seat);
      return null;
    default:
      return null;
  }
}

/** A draw the leaver held and had not decided on leaves the game (BW-14's default: discard). */
function dropDraw(work: Work, seat: number): void {
  const draw = work.draws[seat];
  if (!draw) return;
  setDraw(work, seat, null);
  if (draw.length === 0) return;
  work.discarded = work.discarded.concat(draw);
  work.events.push({ type: "drawDiscarded", seat, tiles: draw });
}

/**
 * The leaver's remaining picks are made at once with BW-14's default (the first tiles of the
 * pool) and go, with what they had drafted, out of the game: everyone else still ends with a
 * draw of the round's size.
 */
function leaveDraft(work: Work, seat: number): void {
  const phase = work.phase;
  if (phase.kind !== "draft") return;
  const owed = Math.max(0, (work.count ?? 0) - (work.draws[seat]?.length ?? 0));
  const taken = phase.pool.slice(0, owed);
  const pool = phase.pool.slice(taken.length);
  const draw = (work.draws[seat] ?? []).concat(taken);
  setDraw(work, seat, draw);
  dropDraw(work, seat);
  work.phase = { kind: "draft", pool, turn: phase.turn === seat ? nextInPlay(work, seat) : phase.turn };
  if (pool.length === 0) afterDraws(work);
  else forcePicks(work);
}

/**
 * An auction goes on without the leaver. Their turn to bid counts as a pass; a later turn is
 * taken out of the order. If they held the best bid, the bids so far are void and the
 * auction starts again among the others, so no draw goes to a seat that has left. An
 * owner who leaves still sells: the best bid takes the draw.
 */
function leaveAuction(work: Work, seat: number): void {
  const phase = work.phase;
  if (phase.kind !== "auction") return;
  if (phase.owner !== seat) dropDraw(work, seat);
  if (phase.high?.seat === seat) {
    openAuction(work, phase.owner);
    work.events.push({ type: "auctionStarted", owner: phase.owner, tiles: work.draws[phase.owner] ?? [] });
    closeAuctionIfDone(work);
    return;
  }
  const current = phase.order[phase.index];
  const index = current === seat ? phase.index + 1 : phase.index;
  const order = phase.order.filter((s, i) => i < index || s !== seat);
  work.phase = { ...phase, order, index };
  closeAuctionIfDone(work);
}

/** BW-33: too few players left to go on: draws and the draft pool leave the game, and it ends. */
export function endAtOnce(work: Work): void {
  let discarded = work.discarded;
  for (const draw of work.draws) if (draw && draw.length > 0) discarded = discarded.concat(draw);
  if (work.phase.kind === "draft") discarded = discarded.concat(work.phase.pool);
  work.discarded = discarded;
  work.draws = work.players.map(() => null);
  work.phase = { kind: "over" };
  work.events.push({ type: "gameOver", result: computeResult(work.players) });
}
