import { BOT_LEVELS, type BotLevel } from "@wordhall/bots";
import type { Prisma } from "@wordhall/db";
import { z } from "zod";

export type { BotLevel };

/**
 * The domain of every bot identity's address (seeded by the migration that added them). It is
 * reserved (RFC 2606), so no mail goes there and no person's address can be one of them; sign-up
 * and sign-in refuse it (BOT-1).
 */
export const BOT_EMAIL_DOMAIN = "bots.wordhall.invalid";

export const botLevelSchema = z.enum(BOT_LEVELS, { error: "A bot's level is easy, normal or hard." });

/** Whether an address (as typed, any case) belongs to a bot identity. */
export function isBotEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${BOT_EMAIL_DOMAIN}`);
}

/** The marker bots carry in their names; a person's name may not end with it (BOT-1). */
const BOT_NAME_MARK = /\(\s*bot\s*\)\s*$/iu;

export function looksLikeABotName(name: string): boolean {
  return BOT_NAME_MARK.test(name.normalize("NFKC"));
}

/** Prisma's filter for people: every user that is not a bot. */
export const PEOPLE_ONLY = { botLevel: null } as const satisfies Prisma.UserWhereInput;
