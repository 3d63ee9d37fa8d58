import { type OmwActionType, SERVER_ACTIONS } from "./actions";
import { derive } from "./derived";
import { fail, type OmwErrorCode, type OmwRejected } from "./errors";
import type { OmwState } from "./state";

// Who may make which move now, as refusals: apply refuses with these very functions, and a
// seat's view reports them (`moves`), so a table never restates a rule to decide what to
// offer. Only the checks that need no argument of the move (no category, term or claim) and
// no clock are here; the rest stay with the move itself.

/** What may still happen in a paused room: leaving, and the pause controls themselves. */
const PAUSE_PROOF: ReadonlySet<string> = new Set([
  "leave",
  "pause",
  "resume",
  "away",
  "back",
  "stand-in",
  "end-for-absence",
]);

/**
 * Whether `actor` (a seat, or null for the server) may send a move of this type at all
 * (OMW-48): the game is not over, the server's moves are the server's, a player's are a
 * seated player's who has not left (OMW-43), and a paused room takes only what goes through
 * a pause.
 */
export function actorRefusal(state: OmwState, type: string, actor: number | null): OmwRejected | null {
  if (state.phase === "over") return fail("game-over", "The game is over.");
  const byServer = SERVER_ACTIONS.has(type as OmwActionType);
  if (byServer && actor !== null) return fail("server-only", "Only the server can do that.");
  if (!byServer && actor !== null) {
    const player = state.players[actor];
    if (!Number.isInteger(actor) || player === undefined)
      return fail("not-a-player", "You have no seat in this game.");
    if (player.left) return fail("player-left", "You have left this game.");
  }
  if (!byServer && actor === null && type !== "leave") {
    return fail("not-a-player", "Only a seated player can do that.");
  }
  if (state.pausedAt !== null && !PAUSE_PROOF.has(type)) {
    return fail("game-paused", "The game is paused.");
  }
  return null;
}

/** The bag holder's own moves (OMW-7): the ones a turn is made of. */
export type OmwTurnMove = "draw" | "choose-category" | "claim" | "pass";

/**
 * Why `seat` may not make this move of a turn now, whatever its arguments; null when it may:
 * only the holder moves (OMW-7), one draw a turn (OMW-8) and none while every category is
 * covered and claims are open (OMW-32) or the bag is empty, no claim before the draw and no
 * pass before the claim (OMW-11).
 */
export function turnRefusal(state: OmwState, move: OmwTurnMove, seat: number | null): OmwRejected | null {
  if (seat === null || seat !== state.holder)
    return fail("not-your-turn", "Only the player holding the bag can do that.");
  const stage = state.turn.stage;
  switch (move) {
    case "draw":
      if (stage !== "draw") return fail("already-drawn", "You already drew a tile this turn.");
      if (state.coveredCount === derive(state.config).categories.length)
        return fail(
          "boards-full",
          "Every category is covered. Wait while the open claims are settled: a rejected term opens its category again.",
        );
      if (state.bag.length === 0)
        return fail("bag-empty", "The bag is empty: you hold it until the timer goes off.");
      return null;
    case "choose-category":
      return stage === "pass" ? fail("already-claimed", "You already covered a category this turn.") : null;
    case "claim":
      if (stage === "draw") return fail("must-draw-first", "Draw a tile first.");
      if (stage === "pass") return fail("already-claimed", "You already covered a category this turn.");
      return null;
    case "pass":
      if (stage === "draw") return fail("must-draw-first", "Draw a tile first.");
      if (stage === "claim") return fail("must-claim-first", "Cover a category before passing the bag.");
      return null;
  }
}

/** A move the seat may make now, or the refusal apply would give it, word for word. */
export type OmwMoveCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: OmwErrorCode; readonly message: string };

/** What a seat's view says it may do now (OmwView.moves). */
export type OmwMoves = {
  readonly draw: OmwMoveCheck;
  readonly claim: OmwMoveCheck;
  readonly pass: OmwMoveCheck;
  readonly leave: OmwMoveCheck;
};

function check(refusal: OmwRejected | null): OmwMoveCheck {
  return refusal === null
    ? { ok: true }
    : { ok: false, code: refusal.error.code, message: refusal.error.message };
}

/**
 * The seat's moves as apply would judge them at the game's last step. A deadline due before
 * a later move (the timer going off, a claim's window closing) goes first and may change the
 * answer: the view can't know the clock, and the server applies deadlines before any move.
 */
export function omwMoves(state: OmwState, seat: number): OmwMoves {
  const turn = (move: OmwTurnMove) =>
    check(actorRefusal(state, move, seat) ?? turnRefusal(state, move, seat));
  return {
    draw: turn("draw"),
    claim: turn("claim"),
    pass: turn("pass"),
    leave: check(actorRefusal(state, "leave", seat)),
  };
}
