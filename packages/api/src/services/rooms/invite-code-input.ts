import { z } from "zod";

// Client-safe (no server imports): the lobby's "join by code" box checks what is typed with it.

/** Letters and digits of a code the server makes (invite-code.ts). */
export const CODE_LENGTH = 6;

/** What people type: any case, spaces or dashes between groups. */
export function normaliseInviteCode(typed: string): string {
  return typed.replace(/[\s-]/g, "").toUpperCase();
}

const NOT_A_CODE = "That is not an invite code: codes are six letters and digits, like 7KQ2MX.";

/** A typed code: its letters and digits, with any spaces or dashes between them. */
export const inviteCodeInputSchema = z
  .string({ error: NOT_A_CODE })
  .max(40, NOT_A_CODE)
  .trim()
  .regex(/^[A-Za-z0-9 -]{4,20}$/, NOT_A_CODE);
