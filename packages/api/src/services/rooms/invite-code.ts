import { randomInt } from "node:crypto";
import { z } from "zod";

// No 0/O, 1/I/L: codes are read aloud and typed from phones.
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 6;

export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What people type: any case, spaces or dashes between groups. */
export function normaliseInviteCode(typed: string): string {
  return typed.replace(/[\s-]/g, "").toUpperCase();
}

const NOT_A_CODE = "That is not an invite code.";

/** A typed code: its letters and digits, with any spaces or dashes between them. */
export const inviteCodeInputSchema = z
  .string({ error: NOT_A_CODE })
  .max(40, NOT_A_CODE)
  .trim()
  .regex(/^[A-Za-z0-9 -]{4,20}$/, NOT_A_CODE);

export const invitePath = (code: string) => `/join/${code}`;
