import { checkTerm, normalizeWord, termKey, termWords } from "@wordhall/words";
import { BOT_MAX_TERM_LENGTH, type KnownTerm } from "../omw-knowledge";
import { categoryHeads } from "./category-head";
import type { WordNet } from "./wordnet";

/** Kinds of a category's head noun that a bot could say, by initial letter. */
export type CategoryKinds = {
  /** The lemma the kinds hang from ("bridge"), or null when the category has no head in WordNet. */
  readonly head: string | null;
  readonly byLetter: ReadonlyMap<string, readonly KnownTerm[]>;
  readonly keys: ReadonlySet<string>;
};

export type KindsLimits = {
  /** How far down the tree of kinds to walk: 1 is the head's direct kinds. */
  readonly depth: number;
  /** At most this many synsets are visited, so a head as broad as "animal" stays cheap. */
  readonly synsets: number;
  /** Longest term kept, in characters: long WordNet names read like a dictionary. */
  readonly length: number;
};

export const DEFAULT_KINDS_LIMITS: KindsLimits = { depth: 4, synsets: 3_000, length: BOT_MAX_TERM_LENGTH };

// Heads whose kinds are everything (or everyone): "Famous person" must not list kinds of people.
const TOO_BROAD = new Set(
  (
    "person people individual human someone somebody man woman child adult entity organism being " +
    "object thing physical entity abstraction group matter substance"
  ).split(" "),
);

// "Dromaius novaehollandiae", "Iridoprocne bicolor": WordNet puts the Latin name of a species
// beside its common name, which is the one to say.
const LATIN_NAME = /^\p{Lu}\p{Ll}+ \p{Ll}+$/u;

// WordNet files some synonyms under a decent synset ("arse" beside "buttocks"): words a bot
// never says, whatever the synset.
const UNSAYABLE = new Set(
  (
    "ass arse arsehole asshole butt bum bumhole crap shit piss fuck cock dick prick tit tits titty " +
    "boob boobs booby knockers pussy bastard bitch whore slut twat wank wanker bollocks bugger " +
    "scrotum turd fart nigger negro paki spic chink kike gook wop dago retard spastic"
  ).split(" "),
);

/** A synset's first names are its usual ones; the rest are rarer synonyms and slang. */
const NAMES_PER_SYNSET = 2;

const NO_KINDS: CategoryKinds = { head: null, byLetter: new Map(), keys: new Set() };

/** "golden gate bridge" → "Golden gate bridge"; names WordNet capitalises keep their capitals. */
function asSaid(lemma: string): string {
  return lemma.charAt(0).toUpperCase() + lemma.slice(1);
}

/** Words people know: a lexicon of common English words (the words package's "common"). */
export type CommonWords = { has(word: string): boolean };

// How sure a bot is of a kind: direct kinds of the head, and names made of common words, rank
// first; "Archaeornis" is a bird, but not one a table would expect.
function surenessOf(depth: number, familiar: boolean): number {
  const base = depth <= 1 ? 0.8 : depth === 2 ? 0.65 : 0.5;
  return familiar ? Math.min(0.95, base + 0.15) : base;
}

function madeOfCommonWords(term: string, common: CommonWords | null): boolean {
  if (common === null) return false;
  const words = termWords(term).flatMap((w) => w.split(/[-'’.]/));
  return (
    words.length > 0 &&
    words.every((w) => {
      const n = normalizeWord(w);
      return n !== null && common.has(n);
    })
  );
}

/**
 * Walks WordNet from the category's head noun (its most frequent sense) down to kinds of it,
 * breadth first within the limits, and keeps every lemma that passes the platform's term
 * check for its initial, except marked ones (slang, slurs, insults) and the head itself.
 */
export function categoryKinds(
  wordnet: WordNet,
  category: string,
  limits = DEFAULT_KINDS_LIMITS,
  words: CommonWords | null = null,
): CategoryKinds {
  let head: string | null = null;
  let root: number | undefined;
  for (const candidate of categoryHeads(category)) {
    const senses = wordnet.senses(candidate);
    if (senses.length > 0) {
      head = candidate;
      root = senses[0];
      break;
    }
  }
  if (head === null || root === undefined || TOO_BROAD.has(head)) return NO_KINDS;
  const found = new Map<string, KnownTerm & { readonly letter: string }>();
  const headKey = termKey(head);
  const seen = new Set<number>([root]);
  let frontier = [root];
  for (let depth = 1; depth <= limits.depth && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const offset of frontier) {
      for (const kind of wordnet.synset(offset)?.kinds ?? []) {
        if (seen.has(kind) || seen.size >= limits.synsets) continue;
        seen.add(kind);
        const synset = wordnet.synset(kind);
        if (synset === null || synset.marked) continue;
        next.push(kind);
        for (const lemma of synset.lemmas.slice(0, NAMES_PER_SYNSET)) {
          const term = asSaid(lemma);
          const key = termKey(term);
          if (key === headKey || found.has(key) || [...term].length > limits.length) continue;
          if (/[\d.]/.test(term) || termWords(term).some((w) => UNSAYABLE.has(w))) continue;
          const common = madeOfCommonWords(term, words);
          if (synset.lemmas.length > 1 && LATIN_NAME.test(lemma) && !common) continue;
          const letter = key.charAt(0).toUpperCase();
          if (!/^[A-Z]$/.test(letter) || !checkTerm(term, letter, { maxLength: limits.length }).ok) continue;
          found.set(key, {
            term,
            key,
            letter,
            sureness: surenessOf(depth, common || wordnet.isFamiliar(lemma)),
          });
        }
      }
    }
    frontier = next;
  }
  const byLetter = new Map<string, KnownTerm[]>();
  for (const { term, key, letter, sureness } of found.values()) {
    const list = byLetter.get(letter) ?? [];
    list.push({ term, key, sureness });
    byLetter.set(letter, list);
  }
  for (const list of byLetter.values())
    list.sort((a, b) => b.sureness - a.sureness || a.term.length - b.term.length);
  return { head, byLetter, keys: new Set(found.keys()) };
}
