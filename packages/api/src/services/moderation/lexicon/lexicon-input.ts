import { z } from "zod";
import { reasonSchema } from "../packs/pack-moderation-input";

const word = z.string().trim().min(1, "Give a word.").max(40, "Words are at most 40 letters.");
const list = z.enum(["allowed", "banned"]);

export const lexiconAddSchema = z.object({ word, list, reason: reasonSchema });
export const lexiconRemoveSchema = z.object({ word, list, reason: reasonSchema });
