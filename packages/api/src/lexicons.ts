import type { Lexicons } from "@wordhall/words";
import { nodeLexicons } from "@wordhall/words/node";

/**
 * The lexicons this server process judges BuyWord sales by: the shipped ones, each read from disk
 * the first time a game needs it and kept for the life of the process (docs/words.md). A bundle
 * that moves the .bin files calls setLexiconDirectory (@wordhall/words/node) at start-up; the
 * files are read only later, when a game first needs one.
 */
export const serverLexicons: Lexicons = nodeLexicons();
