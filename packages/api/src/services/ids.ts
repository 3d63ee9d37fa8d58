import { z } from "zod";

// Ids arrive from clients as text. Rooms, games and packs have UUIDs, but some procedures
// answer an id of any shape with "not found" rather than "bad request" (a stale link), and
// user ids are better-auth's own: so an id is checked for its alphabet and length only.
// Nothing else (no control, space or invisible character) can reach a query through one.
const ID = /^[A-Za-z0-9_-]+$/;

/** An id of something named `what`: "That is not a <what> id." when it can't be one. */
export function idSchema(what: string) {
  const message = `That is not a ${what} id.`;
  return z.string({ error: message }).max(64, message).regex(ID, message);
}

export const userIdSchema = idSchema("user");
