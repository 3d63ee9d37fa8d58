import { displayNameSchema } from "@wordhall/validators";
import { z } from "zod";

// Client-safe (no server imports): what the sign-up and sign-in forms accept, by the rules
// the server applies (account-input.ts before better-auth, and better-auth's own lengths,
// set from these in auth.ts). Whether a password is too common only the server says: its
// dictionaries are megabytes.

/** The longest address SMTP can deliver to (RFC 5321's path limit, less its brackets). */
export const EMAIL_MAX = 254;
/** Fewest characters of a new password (better-auth's minPasswordLength). */
export const PASSWORD_MIN_LENGTH = 10;
/** better-auth's maxPasswordLength for sign-up; sign-in is held to the same. */
export const PASSWORD_MAX = 128;

/** Whitespace, controls, lone surrogates and direction controls never belong in an address. */
export const NOT_AN_EMAIL = /[\p{Cc}\p{Cs}\p{Z}\s\u202A-\u202E\u2066-\u2069]/u;

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Enter your email address.")
  .max(EMAIL_MAX, `Email addresses are at most ${EMAIL_MAX} characters.`)
  .refine((email) => !NOT_AN_EMAIL.test(email) && /^[^@]+@[^@]+\.[^@]+$/.test(email), {
    message: "That doesn't look like an email address.",
  });

const passwordAtMost = z.string().max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`);

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordAtMost.min(1, "Enter your password."),
});

export const signUpSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordAtMost
    .min(1, "Enter your password.")
    .min(
      PASSWORD_MIN_LENGTH,
      `Use at least ${PASSWORD_MIN_LENGTH} characters: short passwords are guessed quickly.`,
    ),
});
