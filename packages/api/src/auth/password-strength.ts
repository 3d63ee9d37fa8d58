import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { APIError } from "better-auth/api";
import { PASSWORD_MIN_LENGTH } from "./account-rules";

/**
 * Ten characters, and not among what attackers try first. zxcvbn (the zxcvbn-ts port, with
 * its lists of leaked passwords and of common English words and names) estimates how many
 * guesses a password takes; score 3 is over 10^8, far beyond what the per-account sign-in
 * limit lets anyone try online, and past the lists a thief of the hashes starts from. The
 * length alone stops nothing ("1234567890"), the score alone lets through short random
 * strings that a fast offline guesser still finds; together they are simple to explain.
 */
const MIN_SCORE = 3;

const ADVICE = `Use at least ${PASSWORD_MIN_LENGTH} characters; a few words of your own are long and easy to remember.`;

/** Why a password is refused, by zxcvbn's warning key (it gives keys when no translation is set). */
const REASONS: Record<string, string> = {
  topTen: "This password is among the most common ones; attackers try those first.",
  topHundred: "This password is among the most common ones; attackers try those first.",
  common: "This password is among the most common ones; attackers try those first.",
  similarToCommon: "This password is a small change to a very common one; attackers try those first.",
  pwned: "This password has been leaked from other sites; attackers try those first.",
  wordByItself: "A single word is among the first things attackers try.",
  namesByThemselves: "Names on their own are among the first things attackers try.",
  commonNames: "Common names are among the first things attackers try.",
  straightRow: 'Rows of keys like "qwerty" are among the first things attackers try.',
  keyPattern: "Short keyboard patterns are among the first things attackers try.",
  simpleRepeat: 'Repeated characters like "aaa" are among the first things attackers try.',
  extendedRepeat: 'Repeated patterns like "abcabc" are among the first things attackers try.',
  sequences: 'Sequences like "abc" or "6543" are among the first things attackers try.',
  recentYears: "Recent years are among the first things attackers try.",
  dates: "Dates are among the first things attackers try.",
  userInputs: "This password contains your name or email, which attackers try first.",
};

let checker: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries are a few megabytes: loaded on the first check, once per process. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      // Its repeat and l33t matchers grow fast with length and substitutions (a second for
      // 64 characters of "p4$$w0rd"); the first 32 characters of a strong password are
      // strong already, and these bounds keep the slowest check to tens of milliseconds.
      maxLength: 32,
      l33tMaxSubstitutions: 8,
    });
  })();
  return checker;
}

/** The sentence a person reads when their new password is refused, or null when it will do. */
export async function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  const result = (await loadChecker()).check(
    password,
    userInputs.filter((input) => input.trim() !== ""),
  );
  if (result.score < MIN_SCORE) {
    const reason =
      (result.feedback.warning && REASONS[result.feedback.warning]) ||
      "This password would be guessed quickly.";
    return `${reason} ${ADVICE}`;
  }
  if (password.length < PASSWORD_MIN_LENGTH) return `This password is too short. ${ADVICE}`;
  return null;
}

/** Where better-auth takes a new password, and the body field it arrives in. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/** Refuses a weak new password with the reason, before better-auth stores anything. */
export async function refuseWeakPassword(
  path: string,
  body: Record<string, unknown> | undefined,
): Promise<void> {
  const field = NEW_PASSWORD_FIELDS[path];
  const password = field ? body?.[field] : undefined;
  if (typeof password !== "string" || password === "") return;
  const email = typeof body?.email === "string" ? body.email : "";
  const inputs = [email, email.split("@")[0] ?? "", typeof body?.name === "string" ? body.name : ""];
  const problem = await passwordProblem(password, inputs);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "PASSWORD_TOO_WEAK" });
}
