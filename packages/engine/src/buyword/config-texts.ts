import { singleLineText } from "@wordhall/validators";
import { z } from "zod";

// The free text of a BuyWord room's settings: its house words and themes. Like bids.ts, this
// file imports nothing with state: the settings form takes it alone as
// @wordhall/engine/buyword-config-texts and checks those fields with the engine's own schemas.

// Words are judged letters-only (normalizeWord); the text is what a player typed and sees.
export const houseWord = singleLineText({ label: "House words", max: 40 });

export const houseAllowedSchema = z.array(houseWord).max(1_000, "A room allows at most 1,000 house words.");
export const houseBannedSchema = z.array(houseWord).max(1_000, "A room bans at most 1,000 house words.");

/** Empty = no themes; otherwise round r uses themes[(r - 1) % length]. */
export const themesSchema = z
  .array(singleLineText({ label: "Themes", max: 80 }))
  .max(50, "At most 50 themes.");
