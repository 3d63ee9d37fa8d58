import { randomInt } from "node:crypto";

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

export const invitePath = (code: string) => `/join/${code}`;
