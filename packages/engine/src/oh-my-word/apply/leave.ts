import { passBag, returnDrawnTile } from "../bag-ops";
import { type Step, withAt } from "../draft";
import { onPlayersMaybeGone } from "../ending";
import { fail, type OmwRejected } from "../errors";
import { settleIfDecided } from "../judging";

/**
 * OMW-43..45: the player keeps their tokens and is skipped from now on. A letter in their
 * hand goes back to the bag (a cover already made stays), and the bag moves on with the
 * timer still running.
 */
export function leave(step: Step, requestedSeat: number | undefined): OmwRejected | null {
  const { d, ctx } = step;
  if (ctx.actor !== null && requestedSeat !== undefined && requestedSeat !== ctx.actor) {
    return fail("not-your-seat", "You can only leave your own seat.");
  }
  const seat = ctx.actor ?? requestedSeat;
  const player = Number.isInteger(seat) ? d.players[seat as number] : undefined;
  if (seat === undefined || player === undefined) return fail("not-a-player", "There is no such seat.");
  if (player.left) return fail("player-left", "That player has already left.");
  const wasInTiebreaker =
    d.phase === "tiebreaker" &&
    d.tiebreaker !== null &&
    d.tiebreaker.seats.includes(seat) &&
    !d.tiebreaker.eliminated.includes(seat);
  if (d.holder === seat && d.turn.stage === "claim") returnDrawnTile(step);
  // A player marked away who comes back and leaves (OMW-51) leaves no mark behind.
  const { away: _away, ...stays } = player;
  d.players = withAt(d.players, seat, { ...stays, left: true });
  if (wasInTiebreaker && d.tiebreaker !== null) {
    d.tiebreaker = { seats: d.tiebreaker.seats, eliminated: [...d.tiebreaker.eliminated, seat] };
  }
  step.events.push({ type: "player-left", seat });
  if (d.holder === seat) passBag(step, "leave");
  onPlayersMaybeGone(step);
  // Fewer judges may already decide a challenged claim.
  for (const claim of d.claims) {
    if (d.phase === "over") break;
    if (d.claims.includes(claim)) settleIfDecided(step, claim);
  }
  return null;
}
