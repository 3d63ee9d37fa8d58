import { termKey, termWords } from "@wordhall/words";
import { BUILT_IN_TERMS } from "./built-in-terms/index";
import { categoryKey } from "./category-key";
import { type BankEntry, indexBank, type TermBank } from "./term-bank";
import { categoryHeads, categoryIsQualified, singulars } from "./wordnet/category-head";
import type { WordNet } from "./wordnet/wordnet";

/**
 * What the server tells the table about a challenged term, never a verdict (the table still
 * votes): our lists or WordNet know it as a kind of the category, it is related only loosely
 * (a part of it, a kind of something broader, a sibling), or we know nothing either way.
 */
export type JudgingHint =
  | { readonly kind: "fits"; readonly reason: string }
  | { readonly kind: "loose"; readonly reason: string }
  | { readonly kind: "unknown" };

/** What the hints are drawn from: the bots' term banks by category key, and WordNet. */
export type JudgingHintKnowledge = {
  readonly bank: ReadonlyMap<string, BankEntry>;
  readonly wordnet: WordNet | null;
};

export function judgingHintKnowledge(
  options: { readonly bank?: TermBank; readonly wordnet?: WordNet | null } = {},
): JudgingHintKnowledge {
  return { bank: indexBank(options.bank ?? BUILT_IN_TERMS), wordnet: options.wordnet ?? null };
}

const UNKNOWN: JudgingHint = { kind: "unknown" };

// A head word's rarer senses are where the nonsense lives ("bird" is also a girl, "tool"
// an insult): only its usual senses count as what the category means.
const HEAD_SENSES = 2;
// How far up from the term the "kind of" chain is followed: WordNet's chains are long
// ("Granny Smith" → eating apple → apple → edible fruit → fruit is four).
const MAX_UP = 12;
const MAX_ANCESTORS = 600;
// A shared ancestor counts as kinship only this close to the category's head and the term;
// further up everything is an "object" or a "whole".
const SIBLING_UP_FROM_HEAD = 2;
const SIBLING_UP_FROM_TERM = 3;
// Ancestors too broad to make two things related.
const TOO_BROAD = new Set(
  (
    "entity|physical entity|abstraction|object|whole|thing|matter|substance|artifact|" +
    "instrumentality|organism|living thing|causal agent|person|group|attribute|" +
    "psychological feature|event|act|measure|relation|communication|location|natural object|" +
    "part|material|solid|commodity|structure|device|container|covering|food|nutriment|activity"
  ).split("|"),
);

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** A term or category as it is shown back: trimmed, its spaces single. */
function said(term: string): string {
  return term.trim().replace(/\s+/g, " ");
}

/** WordNet lemmas a term may be: the whole term, its last word singular, then its last word alone. */
function termLemmas(term: string): string[] {
  const words = termKey(term).split(" ").filter(Boolean);
  const last = words[words.length - 1];
  if (last === undefined) return [];
  const whole = singulars(last).map((form) => [...words.slice(0, -1), form].join(" "));
  return words.length > 1 ? [...whole, ...singulars(last)] : whole;
}

type Senses = { readonly lemma: string; readonly senses: readonly number[] };

function firstKnown(wordnet: WordNet, lemmas: readonly string[]): Senses | null {
  for (const lemma of lemmas) {
    const senses = wordnet.senses(lemma);
    if (senses.length > 0) return { lemma, senses };
  }
  return null;
}

/** Every synset above the term's senses (all of them: "date" the fruit is its seventh), with its distance. */
function ancestorsOf(wordnet: WordNet, senses: readonly number[]): Map<number, number> {
  const up = new Map<number, number>(senses.map((s) => [s, 0]));
  let frontier = [...senses];
  for (let depth = 1; depth <= MAX_UP && frontier.length > 0 && up.size < MAX_ANCESTORS; depth++) {
    const next: number[] = [];
    for (const offset of frontier) {
      for (const parent of wordnet.synset(offset)?.kindOf ?? []) {
        if (up.has(parent)) continue;
        up.set(parent, depth);
        next.push(parent);
      }
    }
    frontier = next;
  }
  return up;
}

function nameOf(wordnet: WordNet, offset: number): string {
  return wordnet.synset(offset)?.lemmas[0] ?? "";
}

/** What WordNet says of the term against one head noun, or null when it says nothing. */
function wordnetHint(
  wordnet: WordNet,
  term: string,
  termSenses: Senses,
  ancestors: Map<number, number>,
  head: Senses,
): JudgingHint | null {
  const headSenses = head.senses.slice(0, HEAD_SENSES);
  if (headSenses.some((s) => (ancestors.get(s) ?? -1) > 0))
    return { kind: "fits", reason: `${term} → ${article(head.lemma)}` };
  if (headSenses.some((s) => ancestors.get(s) === 0) || termSenses.lemma === head.lemma)
    return { kind: "loose", reason: `${term} → the category's own word, not a kind of it` };
  for (const h of headSenses) {
    const synset = wordnet.synset(h);
    if (synset === null) continue;
    if (
      synset.parts.some((p) => ancestors.get(p) === 0) ||
      termSenses.senses.some((s) => wordnet.synset(s)?.wholes.includes(h))
    )
      return { kind: "loose", reason: `${term} → part of ${article(head.lemma)}, not a kind of it` };
    if (synset.wholes.some((w) => ancestors.get(w) === 0))
      return { kind: "loose", reason: `${term} → has ${article(head.lemma)} as a part` };
  }
  // Siblings: a near ancestor shared with the head ("onion" and "fruit" are both produce).
  for (const h of headSenses) {
    const above = ancestorsOf(wordnet, [h]);
    for (const [offset, fromHead] of above) {
      if (fromHead === 0 || fromHead > SIBLING_UP_FROM_HEAD) continue;
      const fromTerm = ancestors.get(offset);
      if (fromTerm === undefined || fromTerm === 0 || fromTerm > SIBLING_UP_FROM_TERM) continue;
      const shared = nameOf(wordnet, offset);
      if (TOO_BROAD.has(shared)) continue;
      return {
        kind: "loose",
        reason: `${term} → like ${article(head.lemma)}, a kind of ${shared}`,
      };
    }
  }
  return null;
}

/** Whether the category's bank holds the term, its last word singular or plural. */
function inBank(entry: BankEntry | undefined, term: string): boolean {
  if (entry === undefined) return false;
  const key = termKey(term);
  if (entry.keys.has(key)) return true;
  const words = key.split(" ");
  const last = words.pop() ?? "";
  const stem = words.length > 0 ? `${words.join(" ")} ` : "";
  const plurals = [`${last}s`, `${last}es`, ...(last.endsWith("y") ? [`${last.slice(0, -1)}ies`] : [])];
  return [...singulars(last).slice(1), ...plurals].some((form) => entry.keys.has(stem + form));
}

/**
 * The hint for one challenged term. Pure and quick (a few hundred synsets at most): the
 * server works it out once per challenged claim.
 */
export function judgingHint(knowledge: JudgingHintKnowledge, category: string, rawTerm: string): JudgingHint {
  const term = said(rawTerm);
  if (termWords(term).length === 0) return UNKNOWN;
  const { wordnet } = knowledge;
  let loose: JudgingHint | null = null;
  if (wordnet !== null) {
    const termSenses = firstKnown(wordnet, termLemmas(term));
    if (termSenses !== null) {
      const ancestors = ancestorsOf(wordnet, termSenses.senses);
      const heads = categoryHeads(category);
      const head = firstKnown(wordnet, heads);
      if (head !== null) {
        const hint = wordnetHint(wordnet, term, termSenses, ancestors, head);
        // "Animal that sleeps all day": WordNet knows animals, not which of them sleep all day.
        if (hint?.kind === "fits" && categoryIsQualified(category))
          loose = {
            kind: "loose",
            reason: `${hint.reason}; the rest of “${said(category)}” is the table's to judge`,
          };
        else if (hint?.kind === "fits") return hint;
        else loose = hint;
      }
      // "Zoo animal" is not in WordNet, "animal" is: a kind of the last noun is only loosely a fit.
      const broader = head === null && heads.length > 0 ? broaderHead(wordnet, heads[0] ?? "") : null;
      if (broader !== null && loose === null) {
        const hint = wordnetHint(wordnet, term, termSenses, ancestors, broader);
        if (hint?.kind === "fits")
          loose = {
            kind: "loose",
            reason: `${term} → ${article(broader.lemma)}; is it ${article(heads[0] ?? "")}?`,
          };
      }
    }
  }
  if (inBank(knowledge.bank.get(categoryKey(category)), term))
    return { kind: "fits", reason: `${term} → in our list for “${said(category)}”` };
  return loose ?? UNKNOWN;
}

function broaderHead(wordnet: WordNet, phrase: string): Senses | null {
  const words = phrase.split(" ");
  if (words.length < 2) return null;
  return firstKnown(wordnet, singulars(words[words.length - 1] ?? ""));
}
