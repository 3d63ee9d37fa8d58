import { displayNameSchema } from "@wordhall/validators";
import type { AuthMode } from "./auth-form";

export type AuthErrors = { name?: string; email?: string; password?: string };

// The same limits the server applies (10–128 characters; display names by the server's own
// schema), checked first so the player hears about a typo without a round trip. Whether a
// password is too common only the server says (its dictionaries are megabytes).
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export function validateAuthForm(
  mode: AuthMode,
  values: { name: string; email: string; password: string },
): AuthErrors {
  const errors: AuthErrors = {};
  if (mode === "sign-up") {
    const name = displayNameSchema.safeParse(values.name);
    if (!name.success) errors.name = name.error.issues[0]?.message ?? "Choose a display name.";
  }
  const email = values.email.trim();
  if (!email) errors.email = "Enter your email address.";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.email = "That doesn't look like an email address.";
  if (!values.password) errors.password = "Enter your password.";
  else if (mode === "sign-up" && values.password.length < PASSWORD_MIN)
    errors.password = `Use at least ${PASSWORD_MIN} characters: short passwords are guessed quickly.`;
  else if (values.password.length > PASSWORD_MAX) errors.password = `Use at most ${PASSWORD_MAX} characters.`;
  return errors;
}
