import type { Hand, WordSearchOptions } from "./hand";
import { DEFAULT_MIN_LENGTH, letterIndex, WILD_PIPS, wildCount } from "./hand";

export interface ScannedWord {
  readonly word: string;
  readonly pips: number;
  readonly price: number;
  /** The letter ("A"–"Z") the wild stands for, or null when the hand's tiles spell it alone. */
  readonly wildLetter: string | null;
}

/**
 * The obvious way to find sellable words: check every word of a list against the hand's letter
 * counts. It is the baseline the automaton walk is measured against and the reference the tests
 * compare it with, so it shares none of that code.
 */
export function scanSellableWords(
  hand: Hand,
  words: readonly string[],
  options: WordSearchOptions = {},
): ScannedWord[] {
  const minLength = options.minLength ?? DEFAULT_MIN_LENGTH;
  const held = new Int32Array(26);
  const pipsByLetter: number[][] = Array.from({ length: 26 }, () => []);
  for (const tile of hand.tiles) {
    const letter = letterIndex(tile.letter);
    if (letter < 0) continue;
    held[letter] = (held[letter] as number) + 1;
    (pipsByLetter[letter] as number[]).push(tile.pips);
  }
  for (const pips of pipsByLetter) pips.sort((a, b) => b - a);
  const wilds = wildCount(hand) > 0 ? 1 : 0;
  const maxLength = hand.tiles.length + wilds;
  const need = new Int32Array(26);
  const found: ScannedWord[] = [];

  for (const word of words) {
    if (word.length < minLength || word.length > maxLength) continue;
    need.fill(0);
    let missing = 0;
    let missingLetter = -1;
    for (let i = 0; i < word.length && missing <= wilds; i++) {
      const letter = word.charCodeAt(i) - 97;
      const needed = (need[letter] as number) + 1;
      need[letter] = needed;
      if (needed > (held[letter] as number)) {
        missing++;
        missingLetter = letter;
      }
    }
    if (missing > wilds) continue;
    let pips = missing * WILD_PIPS;
    for (let letter = 0; letter < 26; letter++) {
      const used = Math.min(need[letter] as number, held[letter] as number);
      const letterPips = pipsByLetter[letter] as number[];
      for (let k = 0; k < used; k++) pips += letterPips[k] as number;
    }
    const wildLetter = missing > 0 ? String.fromCharCode(65 + missingLetter) : null;
    found.push({ word, pips, price: pips * pips, wildLetter });
  }
  return found;
}
