import type { Db } from "@wordhall/db";
import type { AnyGameModule, SeatAway } from "@wordhall/engine";
import type { Role } from "../../auth/roles";
import { AppError } from "../../errors";
import { serverBots } from "../bots/registry";
import { gameForViewer } from "../records/game-access";
import { GAME_NAMES } from "../rooms/seat-rules";
import { absenceActions } from "./absence-actions";
import { DEFAULT_END_AFTER_MS } from "./absence-options";
import { applyServerAction, type GameAtHand } from "./server-action";

type Request = {
  readonly gameId: string;
  readonly seat: number;
  readonly user: { readonly id: string; readonly role: Role };
  readonly now: number;
  /** Presence's grace, for the sentence that says when a seat counts as away. */
  readonly graceMs?: number;
};

/**
 * SEAT-2: another player at the table asks for a stand-in bot (level normal) to play an
 * away seat until its player is back. Refused, with a sentence, unless the seat is marked
 * away and nobody plays it yet.
 */
export async function askForStandIn(db: Db, request: Request): Promise<{ version: number }> {
  const names = await checkAsker(db, request);
  return send(db, request, ({ kind, module, state }) => {
    const away = awayAt(module, state, request, names);
    if (away.standIn !== null) {
      throw new AppError("CONFLICT", `A bot already plays for ${names.of(request.seat)}.`);
    }
    if (!serverBots().botFor(kind)) {
      throw new AppError(
        "CONFLICT",
        `No bot plays ${GAME_NAMES[kind]} yet. While ${names.of(request.seat)} is away, each of their decisions is made by its default: at once with no time limit, else when the limit runs out.`,
      );
    }
    return absenceActions(kind).standIn(request.seat);
  });
}

/**
 * SEAT-3: another player at the table ends the game because a seat's player has been away
 * `endAfterMs` since they were last seen (3 minutes): the absent player ranks last, the
 * others by the game's own rules, and the results are rated as for any finished game.
 */
export async function endForAbsence(
  db: Db,
  request: Request & { readonly endAfterMs?: number },
): Promise<{ version: number }> {
  const names = await checkAsker(db, request);
  const limit = request.endAfterMs ?? DEFAULT_END_AFTER_MS;
  return send(db, request, ({ kind, module, state }) => {
    const away = awayAt(module, state, request, names);
    const wait = away.since + limit - request.now;
    if (wait > 0) {
      throw new AppError(
        "CONFLICT",
        `${names.of(request.seat)} has been away for ${duration(request.now - away.since)}; you can end the game ${duration(limit)} after they were last seen, in ${duration(wait)}.`,
      );
    }
    return absenceActions(kind).endForAbsence(request.seat);
  });
}

type Names = { of(seat: number): string };

/** Who may ask: a player seated in this game, still in it, about another seat of it. */
async function checkAsker(db: Db, request: Request): Promise<Names> {
  const { game, seat } = await gameForViewer(db, request.user, request.gameId);
  if (seat === null) throw new AppError("FORBIDDEN", "Only the players at this table can do that.");
  if (game.status === "aborted") throw new AppError("CONFLICT", "A moderator ended this game.");
  if (game.status !== "active") throw new AppError("CONFLICT", "This game is over.");
  if (!game.seats.some((s) => s.seat === request.seat)) {
    throw new AppError("BAD_REQUEST", "There is no such seat at this table.");
  }
  if (request.seat === seat) {
    throw new AppError("BAD_REQUEST", "That is your own seat: you are here, so it is not away.");
  }
  const users = await db.user.findMany({
    where: { id: { in: game.seats.map((s) => s.userId) } },
    select: { id: true, name: true },
  });
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  const userAt = new Map(game.seats.map((s) => [s.seat, s.userId]));
  return { of: (s) => nameOf.get(userAt.get(s) ?? "") ?? `Seat ${s + 1}` };
}

/** The seat's away mark, or the refusal a player reads when it has none. */
function awayAt(module: AnyGameModule, state: unknown, request: Request, names: Names): SeatAway {
  const seat = request.seat;
  const status = module.seats(state)[seat];
  if (status?.left) throw new AppError("CONFLICT", `${names.of(seat)} has left this game.`);
  if (!status?.away) {
    throw new AppError(
      "CONFLICT",
      `${names.of(seat)} is not away: a seat counts as away once its player has been gone for more than ${duration(request.graceMs ?? 30_000)}.`,
    );
  }
  return status.away;
}

async function send(
  db: Db,
  request: Request,
  build: (game: GameAtHand) => unknown,
): Promise<{ version: number }> {
  const outcome = await applyServerAction(db, { gameId: request.gameId, now: request.now, build });
  if (outcome === null) throw new AppError("NOT_FOUND", "That game does not exist.");
  if (!outcome.ok) {
    if (outcome.code === "not-active") throw new AppError("CONFLICT", "This game is over.");
    throw new AppError("CONFLICT", outcome.message, outcome.code);
  }
  return { version: outcome.version };
}

/** "45 seconds", "2 min 5 s": how a player reads a wait. */
export function duration(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const min = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return rest === 0 ? min : `${minutes} min ${rest} s`;
}
