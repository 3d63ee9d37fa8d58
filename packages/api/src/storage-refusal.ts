import { AppError } from "./errors";

// The backstop behind the input schemas: when a value still reaches PostgreSQL that it
// cannot store as text, or that is too large for its column or index, the statement fails
// with one of these SQLSTATEs. That is the request's fault, not the server's: it gets a 400
// with a sentence instead of a 500 (or, for a move, a retryable 503 that would fail again
// however often it was sent).
const SENTENCES: Readonly<Record<string, string>> = {
  // character_not_in_repertoire (a NUL in text), untranslatable_character (\u0000 in JSON).
  "22021":
    "Your request has characters that can't be stored, such as control characters. Remove them and try again.",
  "22P05":
    "Your request has characters that can't be stored, such as control characters. Remove them and try again.",
  // invalid_text_representation: text that is not of the column's type.
  "22P02": "A value in your request is not in the form it should be.",
  // string_data_right_truncation
  "22001": "A text in your request is too long to store.",
  // numeric_value_out_of_range
  "22003": "A number in your request is out of range.",
  // program_limit_exceeded (an index entry or a value past PostgreSQL's own limits)
  "54000": "Your request is too large to store.",
};

/**
 * The SQLSTATE behind a failed statement: pg's error carries it as `code`; Prisma's errors
 * carry the driver adapter's error, whose cause has it as `originalCode`.
 */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === "object" && current !== null; depth++) {
    const e = current as {
      code?: unknown;
      originalCode?: unknown;
      meta?: { driverAdapterError?: unknown };
      cause?: unknown;
    };
    // Prisma's own code (P2039, say) is not the database's: look at the driver's error.
    if (e.meta?.driverAdapterError) {
      current = e.meta.driverAdapterError;
      continue;
    }
    for (const code of [e.originalCode, e.code])
      if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = e.cause;
  }
  return null;
}

/** The sentence for a statement refused because of what the request sent, or null for any other failure. */
export function storageRefusalMessage(error: unknown): string | null {
  const state = sqlState(error);
  return state === null ? null : (SENTENCES[state] ?? null);
}

/**
 * What a failure is to the person who caused it: an AppError as it is, a refused value as a
 * BAD_REQUEST with its sentence, and null for a failure of ours (a 500 with no details).
 */
export function refusalOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const message = storageRefusalMessage(error);
  return message === null ? null : new AppError("BAD_REQUEST", message, undefined, { cause: error });
}
