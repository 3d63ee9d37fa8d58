import { randomInt } from "node:crypto";
import { CODE_LENGTH } from "./invite-code-input";

// No 0/O, 1/I/L: codes are read aloud and typed from phones.
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const invitePath = (code: string) => `/join/${code}`;

export { CODE_LENGTH, inviteCodeInputSchema, normaliseInviteCode } from "./invite-code-input";
