import { singleLineText } from "@wordhall/validators";
import { z } from "zod";
import { reasonSchema } from "../packs/pack-moderation-input";

// Letters only once normalised (platform-lexicon.ts says so in its own sentence); this keeps
// what the sentence quotes to text that can be shown.
const word = singleLineText({
  label: "Words",
  max: 40,
  empty: "Give a word.",
  tooLong: "Words are at most 40 letters.",
});
const list = z.enum(["allowed", "banned"]);

export const lexiconAddSchema = z.object({ word, list, reason: reasonSchema });
export const lexiconRemoveSchema = z.object({ word, list, reason: reasonSchema });
