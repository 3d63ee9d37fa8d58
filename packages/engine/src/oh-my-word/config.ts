import { boundedRecord, singleLineText } from "@wordhall/validators";
import { z } from "zod";
import { BUILT_IN_BOARDS } from "./data/built-in-boards";
import { DEFAULT_LETTER_COUNTS, DEFAULT_REVERSE_TILES, DEFAULT_TOKEN_MIX } from "./data/letter-counts";

// Rules: OMW-1 (seats), OMW-2 (boards), OMW-3 (tiles), OMW-4 (tokens), OMW-5 (first holder),
// OMW-15/17 (term length, repeats), OMW-18 (timer range), OMW-26..31 (judging),
// OMW-36/37 (scoring), OMW-38 (tiebreaker). See docs/rules/oh-my-word.md.

const builtInBoardSchema = z.object({
  kind: z.literal("built-in"),
  board: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  side: z.enum(["front", "back"]),
});

// A printed side has 15 categories; twice that leaves room for house boards without letting
// one board outgrow a table.
const customBoardSchema = z.object({
  kind: z.literal("custom"),
  title: singleLineText({ label: "Board titles", max: 60 }),
  categories: z
    .array(singleLineText({ label: "Categories", max: 80 }))
    .min(1, "A board needs at least one category.")
    .max(30, "A board has at most 30 categories."),
});

export const boardChoiceSchema = z.discriminatedUnion("kind", [builtInBoardSchema, customBoardSchema]);

const LETTER = /^[A-Z]$/;

/** The box holds 25 tokens; eight times that is more than any table of eight could use. */
const MAX_TOKENS = 200;

export const omwConfigSchema = z
  .object({
    /** Seats 0..seats-1, in clockwise order. */
    seats: z.number().int().min(2).max(8).default(4),
    boards: z
      .array(boardChoiceSchema)
      .min(1, "Play with at least one board.")
      .max(4, "The game has 4 boards: play with at most 4.")
      .default(
        [1, 2, 3, 4].map((board) => ({
          kind: "built-in" as const,
          board: board as 1 | 2 | 3 | 4,
          side: "front" as const,
        })),
      ),
    tiles: z
      .object({
        // One count per letter: 26 at most. The box has 108 letter tiles; 50 of one letter
        // is far more than any mix needs.
        letters: boundedRecord(
          z
            .string()
            .max(1, "Letters are single capitals A–Z.")
            .regex(LETTER, "Letters are single capitals A–Z."),
          z.number().int().min(0).max(50),
          { maxKeys: 26, message: "Give counts for at most the 26 letters A–Z." },
        ).default({ ...DEFAULT_LETTER_COUNTS }),
        reverse: z.number().int().min(0).max(50).default(DEFAULT_REVERSE_TILES),
      })
      .prefault({}),
    // Each value once, so a mix of values 1–9 has at most nine entries.
    tokens: z
      .array(z.object({ value: z.number().int().min(1).max(9), count: z.number().int().min(0).max(100) }))
      .min(1, "The game needs at least one bad-luck token.")
      .max(9, "List each token value once: there are at most 9 values.")
      .default(DEFAULT_TOKEN_MIX.map((t) => ({ ...t }))),
    scoring: z.enum(["points", "tokens"]).default("points"),
    timer: z
      .object({
        minMs: z.number().int().min(1_000).max(600_000).default(25_000),
        maxMs: z.number().int().min(1_000).max(600_000).default(45_000),
      })
      .prefault({}),
    judging: z
      .object({
        mode: z.enum(["challenge", "trust"]).default("challenge"),
        /** How long after a claim the others may challenge it. */
        challengeWindowMs: z.number().int().min(1_000).max(120_000).default(10_000),
        /** How long a challenged claim stays open for votes, counted from the challenge. */
        voteWindowMs: z.number().int().min(1_000).max(120_000).default(10_000),
        refuseRepeatedTerms: z.boolean().default(false),
        maxTermLength: z.number().int().min(1).max(200).default(80),
      })
      .prefault({}),
    tiebreaker: z.enum(["elimination", "shared"]).default("elimination"),
    /** Who holds the bag first; null lets the seeded PRNG pick (nobody can grab the bag online). */
    firstSeat: z.number().int().min(0).max(7).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.timer.minMs > c.timer.maxMs) {
      ctx.addIssue({ code: "custom", path: ["timer"], message: "The timer's minimum is above its maximum." });
    }
    if (c.firstSeat !== null && c.firstSeat >= c.seats) {
      ctx.addIssue({ code: "custom", path: ["firstSeat"], message: "The first seat is not at the table." });
    }
    const used = new Set<number>();
    for (const b of c.boards) {
      if (b.kind !== "built-in") continue;
      if (used.has(b.board)) {
        ctx.addIssue({
          code: "custom",
          path: ["boards"],
          message: `Board ${b.board} can only lie on one side.`,
        });
      }
      used.add(b.board);
    }
    const letters = Object.values(c.tiles.letters).reduce((a, n) => a + n, 0);
    const categories = c.boards.reduce((a, b) => a + categoryTexts(b).length, 0);
    // With at least as many letters as categories the bag can never run out of letters
    // while a category is still open.
    if (letters < categories) {
      ctx.addIssue({
        code: "custom",
        path: ["tiles", "letters"],
        message: `The bag needs at least ${categories} letter tiles for these boards.`,
      });
    }
    if (new Set(c.tokens.map((t) => t.value)).size < c.tokens.length) {
      ctx.addIssue({ code: "custom", path: ["tokens"], message: "List each token value once." });
    }
    const tokens = c.tokens.reduce((a, t) => a + t.count, 0);
    if (tokens > MAX_TOKENS) {
      ctx.addIssue({
        code: "custom",
        path: ["tokens"],
        message: `The game has at most ${MAX_TOKENS} bad-luck tokens.`,
      });
    }
    if (tokens < 1) {
      ctx.addIssue({
        code: "custom",
        path: ["tokens"],
        message: "The game needs at least one bad-luck token.",
      });
    }
  });

export type OmwConfig = z.infer<typeof omwConfigSchema>;
export type BoardChoice = z.infer<typeof boardChoiceSchema>;

export function categoryTexts(board: BoardChoice): readonly string[] {
  if (board.kind === "custom") return board.categories;
  const b = BUILT_IN_BOARDS[board.board - 1];
  return b === undefined ? [] : b[board.side].categories;
}

export function boardTitle(board: BoardChoice): string {
  if (board.kind === "custom") return board.title;
  const b = BUILT_IN_BOARDS[board.board - 1];
  return b === undefined ? "" : `${b[board.side].title} (board ${board.board}, ${board.side})`;
}
