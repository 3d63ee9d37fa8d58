import { z } from "zod";
import { reasonSchema } from "../packs/pack-moderation-input";

const gameId = z.string().trim().min(1, "That is not a game id.").max(64, "That is not a game id.");
export const gameRefSchema = z.object({ gameId });
export const gameEndSchema = z.object({ gameId, reason: reasonSchema });
