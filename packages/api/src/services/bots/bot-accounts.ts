import { isBotEmail, looksLikeABotName } from "./bot-identity";

/** What someone reads who tries to sign in or up with a bot's address. */
export const BOT_ADDRESS_REFUSAL =
  "That address belongs to one of Wordhall's bots; nobody can sign in as a bot.";
/** What someone reads who picks a name that would pass for a bot's. */
export const BOT_NAME_REFUSAL = "Names ending in “(bot)” are kept for Wordhall's bots; choose another.";
/** What the session hook says if anything ever tries to open a session for a bot. */
export const BOT_SESSION_REFUSAL = "Bots are played by the server; nobody can sign in as one.";

const WITH_EMAIL = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/request-password-reset",
  "/forget-password",
]);
const WITH_NAME = new Set(["/sign-up/email", "/update-user"]);

/**
 * Refuses, before better-auth acts on it, a request that would sign in or up as a bot or make
 * a person look like one (BOT-1); null lets it through. Bots have no credentials at all, so a
 * sign-in would fail anyway: this says why, and keeps sign-up from probing their addresses.
 */
export function botAccountRefusal(path: string, body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const { email, name } = body as Record<string, unknown>;
  if (WITH_EMAIL.has(path) && typeof email === "string" && isBotEmail(email)) return BOT_ADDRESS_REFUSAL;
  if (WITH_NAME.has(path) && typeof name === "string" && looksLikeABotName(name)) return BOT_NAME_REFUSAL;
  return null;
}
