import { displayNameSchema } from "@wordhall/validators";
import { EMAIL_MAX, NOT_AN_EMAIL, PASSWORD_MAX } from "./account-rules";

// What a person types into better-auth's forms, checked before better-auth stores it: the
// display name with the same rule as every other name others see (1–40 visible characters,
// no controls, no direction controls), and emails and passwords of a sane length. better-auth
// would store a NUL-bearing name until PostgreSQL refused it (a 422 with no sentence), and
// takes an email address of any length.

/** Endpoints whose body may carry a display name. */
const WITH_NAME = new Set(["/sign-up/email", "/update-user"]);
/** Endpoints whose body carries an email address and a password. */
const WITH_EMAIL = new Set(["/sign-up/email", "/sign-in/email"]);

export type AccountInputCheck =
  | { readonly ok: true; readonly body?: Record<string, unknown> }
  | { readonly ok: false; readonly message: string };

/**
 * Refuses, with a sentence, a body that better-auth should not act on; returns the body
 * with the name normalised (trimmed, NFC) when it carried one.
 */
export function checkAccountInput(path: string, body: unknown): AccountInputCheck {
  if (typeof body !== "object" || body === null) return { ok: true };
  const fields = body as Record<string, unknown>;
  if (WITH_EMAIL.has(path)) {
    const { email, password } = fields;
    if (typeof email === "string" && email.length > EMAIL_MAX)
      return { ok: false, message: `Email addresses are at most ${EMAIL_MAX} characters.` };
    if (typeof email === "string" && NOT_AN_EMAIL.test(email))
      return { ok: false, message: "That doesn't look like an email address." };
    if (typeof password === "string" && password.length > PASSWORD_MAX)
      return { ok: false, message: `Passwords are at most ${PASSWORD_MAX} characters.` };
  }
  if (WITH_NAME.has(path) && fields.name !== undefined) {
    const name = displayNameSchema.safeParse(fields.name);
    if (!name.success)
      return { ok: false, message: name.error.issues[0]?.message ?? "Choose a display name." };
    return { ok: true, body: { ...fields, name: name.data } };
  }
  return { ok: true };
}
