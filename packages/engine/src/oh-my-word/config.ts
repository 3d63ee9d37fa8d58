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

const customBoardSchema = z.object({
  kind: z.literal("custom"),
  title: z.string().trim().min(1).max(60),
  categories: z.array(z.string().trim().min(1).max(80)).min(1).max(30),
});

export const boardChoiceSchema = z.discriminatedUnion("kind", [builtInBoardSchema, customBoardSchema]);

const LETTER = /^[A-Z]$/;

export const omwConfigSchema = z
  .object({
    /** Seats 0..seats-1, in clockwise order. */
    seats: z.number().int().min(2).max(8).default(4),
    boards: z
      .array(boardChoiceSchema)
      .min(1)
      .max(4)
      .default(
        [1, 2, 3, 4].map((board) => ({
          kind: "built-in" as const,
          board: board as 1 | 2 | 3 | 4,
          side: "front" as const,
        })),
      ),
    tiles: z
      .object({
        letters: z
          .record(
            z.string().regex(LETTER, "Letters are single capitals A–Z."),
            z.number().int().min(0).max(50),
          )
          .default({ ...DEFAULT_LETTER_COUNTS }),
        reverse: z.number().int().min(0).max(50).default(DEFAULT_REVERSE_TILES),
      })
      .prefault({}),
    tokens: z
      .array(z.object({ value: z.number().int().min(1).max(9), count: z.number().int().min(0).max(100) }))
      .min(1)
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
    if (c.tokens.reduce((a, t) => a + t.count, 0) < 1) {
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
