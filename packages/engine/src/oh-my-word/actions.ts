import { singleLineText } from "@wordhall/validators";
import { z } from "zod";
import { TERM_MAX } from "./term-limit";

export { TERM_MAX };

const id = z.number().int().nonnegative();

/**
 * Everything a seat or the server can ask of an Oh My Word game. Defined once, used as the
 * tRPC input and by the replay CLI. Which of them need which actor is decided in apply.
 */
export const omwActionSchema = z.discriminatedUnion("type", [
  /** The bag holder draws one tile (OMW-8). */
  z.object({ type: z.literal("draw") }),
  /** The bag holder names (or un-names, with null) the category they are going for (OMW-13). */
  z.object({ type: z.literal("choose-category"), category: id.nullable() }),
  /** The bag holder covers a category with the letter they drew, saying a term (OMW-9). */
  // Empty terms pass here so the rules refuse them with their own code (term-empty); the
  // longest the rules allow is 200 (judging.maxTermLength).
  z.object({
    type: z.literal("claim"),
    category: id,
    term: singleLineText({ label: "Terms", min: 0, max: TERM_MAX }),
  }),
  /** The bag holder hands the bag on after covering (OMW-11). */
  z.object({ type: z.literal("pass") }),
  /** Another player disputes an open claim (OMW-27). */
  z.object({ type: z.literal("challenge"), claim: id }),
  /** Another player votes on a challenged claim (OMW-28). */
  z.object({ type: z.literal("vote"), claim: id, accept: z.boolean() }),
  /** A seat leaves for good; the server may send it for a seat that dropped (seat required then). */
  z.object({ type: z.literal("leave"), seat: id.optional() }),
  /** Server: the hidden timer went off (OMW-19). */
  z.object({ type: z.literal("timer-expired") }),
  /** Server: a claim's challenge or vote window has closed (OMW-30). */
  z.object({ type: z.literal("close-challenge"), claim: id }),
  /** Server: the room is paused or resumed (OMW-25). */
  z.object({ type: z.literal("pause") }),
  z.object({ type: z.literal("resume") }),
  /** Server (OMW-51): the seat's player is gone past the host's grace, last seen at `since`. */
  z.object({ type: z.literal("away"), seat: id, since: id.max(10_000_000_000_000) }),
  /** Server (OMW-51): the away seat's player is back. */
  z.object({ type: z.literal("back"), seat: id }),
  /** Server (OMW-51): a stand-in bot plays the away seat until its player is back. */
  z.object({ type: z.literal("stand-in"), seat: id }),
  /** Server (OMW-52): the others end the game; the absent seat ranks last. */
  z.object({ type: z.literal("end-for-absence"), seat: id }),
]);

export type OmwAction = z.infer<typeof omwActionSchema>;
export type OmwActionType = OmwAction["type"];

export const SERVER_ACTIONS: ReadonlySet<OmwActionType> = new Set([
  "timer-expired",
  "close-challenge",
  "pause",
  "resume",
  "away",
  "back",
  "stand-in",
  "end-for-absence",
]);
