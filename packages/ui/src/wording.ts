// Sentences about players, in one place. The tables speak to the viewer in the second person
// ("You are knocked out", "passed the bag to you") and of everyone else by name, and a
// sentence built by pasting a name in front of a verb goes wrong for "You" ("You is", "You
// holds"). Every sentence with a player in it goes through these helpers, so the grammar
// (and the plural of "point") is decided once and tested once (wording.test.ts).
import { groupThousands } from "./clock-text";

/** Who a sentence is about: the viewer, or another player by name. */
export type Person = { readonly name: string; readonly you: boolean };

export const person = (name: string, you = false): Person => ({ name, you });

/** At the start of a sentence: "You", "Ann". */
export const subject = (p: Person): string => (p.you ? "You" : p.name);

/** Anywhere else: "passed the bag to you", "to Ann". */
export const object = (p: Person): string => (p.you ? "you" : p.name);

/** Whose: "Your S" at the start of a sentence, "your S" inside one, "Ann's S" either way. */
export const possessive = (p: Person, atStart = true): string =>
  p.you ? (atStart ? "Your" : "your") : `${p.name}'s`;

/** The pronoun for someone already named: "ended their turn", "ended your turn". */
export const their = (p: Person): string => (p.you ? "your" : "their");

// Third-person forms whose second-person form is not the plain stem.
const IRREGULAR: Readonly<Record<string, string>> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  goes: "go",
};

/**
 * The verb as it agrees with the person, given in the third person singular: "is" stays
 * "is" for Ann and becomes "are" for you; "holds" → "hold", "passes" → "pass", "tries" →
 * "try". Past tenses ("drew", "took") are the same for both and pass through.
 */
export function verb(p: Person, thirdPerson: string): string {
  if (!p.you) return thirdPerson;
  const irregular = IRREGULAR[thirdPerson];
  if (irregular) return irregular;
  if (/[^aeiou]ies$/.test(thirdPerson)) return `${thirdPerson.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(thirdPerson)) return thirdPerson.slice(0, -2);
  if (/[^s]s$/.test(thirdPerson)) return thirdPerson.slice(0, -1);
  return thirdPerson;
}

/**
 * A clause with the person as its subject, the predicate written for a third person:
 * says(you, "is knocked out") → "You are knocked out"; says(ann, "holds the bag") →
 * "Ann holds the bag". Only the first word is conjugated.
 */
export function says(p: Person, predicate: string): string {
  const space = predicate.indexOf(" ");
  const first = space < 0 ? predicate : predicate.slice(0, space);
  const rest = space < 0 ? "" : predicate.slice(space);
  return `${subject(p)} ${verb(p, first)}${rest}`;
}

/** "A", "A and B", "A, B and C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** People inside a sentence, the viewer first as "you": "you and Ann", "you, Ann and Bo". */
export function listPeople(people: readonly Person[]): string {
  const ordered = [...people.filter((p) => p.you), ...people.filter((p) => !p.you)];
  return listWords(ordered.map(object));
}

/** The noun as a number takes it, for a number shown apart from it: "day" for 1, "days" for 3. */
export function nounFor(n: number, singular: string, plural = `${singular}s`): string {
  return n === 1 ? singular : plural;
}

/** A number with its noun: "1 point", "2 points", "0 tokens", "1 wild", "3 seats". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${nounFor(n, singular, plural)}`;
}

/** BuyWord's money is dollars: "$9", "$1,000". */
export const money = (amount: number): string => `$${groupThousands(amount)}`;

/**
 * A score as its game counts it: BuyWord in dollars; Oh My Word in bad-luck points, or in
 * tokens when the game scored by token count (its `scoring` setting, OMW-37).
 */
export function scoreText(
  kind: "oh-my-word" | "buyword",
  score: number,
  scoring: "points" | "tokens" = "points",
): string {
  if (kind === "buyword") return money(score);
  return scoring === "tokens" ? count(score, "token") : count(score, "point");
}
