import { z } from "zod";
import { idSchema } from "../../ids";
import { optionalNoteSchema, reasonSchema } from "../packs/pack-moderation-input";

const gameId = idSchema("game");
export const gameRefSchema = z.object({ gameId });
export const gameEndSchema = z.object({ gameId, reasonForPlayers: reasonSchema, note: optionalNoteSchema });
