import { AppError } from "../../errors";
import { storageRefusalMessage } from "../../storage-refusal";

/**
 * The refusal a player gets when the database could not store their move (or, for a move
 * that ends the game, its results, ratings and records, which commit with it or not at
 * all). It is retryable: the client action id was stored only if the move was, so sending
 * the same id again either applies the move once or returns its first result.
 *
 * `rolledBack` is true when the failure came before the commit, so the game is known to be
 * unchanged; a commit that failed (a lost connection, say) leaves that unknown.
 */
export function moveNotSaved(options: { endsGame: boolean; rolledBack: boolean; cause: unknown }): AppError {
  // A value the database can't store fails the same way however often it is sent: the move
  // is refused, never offered for a retry. Nothing of it was stored (the statement failed).
  const refused = storageRefusalMessage(options.cause);
  if (refused !== null) {
    return new AppError(
      "BAD_REQUEST",
      `Your move was not applied and the game is unchanged. ${refused}`,
      undefined,
      {
        cause: options.cause,
      },
    );
  }
  const what = options.endsGame
    ? "Your move ends the game, but the game's results could not be saved just now"
    : "Your move could not be saved just now";
  const outcome = options.rolledBack
    ? "so it was not applied and the game is unchanged"
    : "and it may not have been applied";
  return new AppError("SERVICE_UNAVAILABLE", `${what}, ${outcome}. Send it again in a moment.`, undefined, {
    cause: options.cause,
  });
}

/** A database error the server reported for a statement (it has an SQLSTATE): that statement's transaction is void. */
export function isStatementError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}
