import type { AuthMode } from "./auth-form";

export type AuthErrors = { name?: string; email?: string; password?: string };

// The same limits the server applies (better-auth: 8–128 characters), checked first so the
// player hears about a typo without a round trip.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 40;

export function validateAuthForm(
  mode: AuthMode,
  values: { name: string; email: string; password: string },
): AuthErrors {
  const errors: AuthErrors = {};
  if (mode === "sign-up") {
    const name = values.name.trim();
    if (!name) errors.name = "Choose a display name.";
    else if (name.length > NAME_MAX) errors.name = `Display names are at most ${NAME_MAX} characters.`;
  }
  const email = values.email.trim();
  if (!email) errors.email = "Enter your email address.";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.email = "That doesn't look like an email address.";
  if (!values.password) errors.password = "Enter your password.";
  else if (mode === "sign-up" && values.password.length < PASSWORD_MIN)
    errors.password = `Use at least ${PASSWORD_MIN} characters.`;
  else if (values.password.length > PASSWORD_MAX) errors.password = `Use at most ${PASSWORD_MAX} characters.`;
  return errors;
}
