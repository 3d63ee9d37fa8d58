// The longest term a claim may say, alone: the table's turn panel counts against it with no
// Zod on the page (`@wordhall/engine/oh-my-word-term-limit`), and the claim schema
// (actions.ts) checks with the same number.

/** The longest term a claim may say (a room may allow less: judging.maxTermLength). */
export const TERM_MAX = 200;
