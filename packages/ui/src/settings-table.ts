import { count, listWords } from "./wording";

// Every setting of both games in one table: the label the summary shows and how its value
// reads. The players' room shows it (apps/web's settings summary) and so does the admin game
// page, so a game reads the same to both. Each row names the config paths it covers;
// settings-table.test.ts checks that every path of the engine's config is covered by a row
// (or by a staff row below), so a new setting can't be left out of the summary again.

type Config = Record<string, unknown>;

export type SummaryRow = {
  readonly label: string;
  /** The config paths this row describes ("tiles.reverse"); a path covers all below it. */
  readonly paths: readonly string[];
  readonly value: (game: Config) => string;
};

type Kind = "oh-my-word" | "buyword";

/** Config paths that are no room's choice, so the room's summary leaves them out. */
export const NOT_ROOM_SETTINGS: Record<Kind, readonly string[]> = {
  "oh-my-word": [],
  // The moderators' allowed and banned words, copied into each game when it starts.
  buyword: ["platform"],
};

const at = (game: Config, path: string): unknown => {
  let v: unknown = game;
  for (const key of path.split(".")) v = v !== null && typeof v === "object" ? (v as Config)[key] : undefined;
  return v;
};
const num = (game: Config, path: string): number | null => {
  const v = at(game, path);
  return typeof v === "number" ? v : null;
};
const secs = (ms: number | null) => (ms === null ? "—" : `${Math.round(ms / 100) / 10} s`);

type Board = { kind?: string; title?: string; board?: number; side?: string };

export const OMW_SUMMARY: readonly SummaryRow[] = [
  { label: "Players", paths: ["seats"], value: (g) => count(num(g, "seats") ?? 0, "seat") },
  {
    label: "First to hold the bag",
    paths: ["firstSeat"],
    value: (g) => {
      const first = num(g, "firstSeat");
      return first === null ? "Drawn at random" : `Seat ${first + 1}`;
    },
  },
  {
    label: "Boards",
    paths: ["boards"],
    value: (g) =>
      ((at(g, "boards") as Board[] | undefined) ?? [])
        .map((b) => (b.kind === "custom" ? (b.title ?? "Custom board") : `Board ${b.board} (${b.side})`))
        .join(", ") || "—",
  },
  {
    label: "Timer",
    paths: ["timer"],
    value: (g) => `${secs(num(g, "timer.minMs"))} to ${secs(num(g, "timer.maxMs"))}, hidden`,
  },
  {
    label: "Judging",
    paths: ["judging.mode", "judging.challengeWindowMs", "judging.voteWindowMs"],
    value: (g) =>
      at(g, "judging.mode") === "trust"
        ? "Trust everyone"
        : `Challenge within ${secs(num(g, "judging.challengeWindowMs"))}, vote within ${secs(num(g, "judging.voteWindowMs"))}`,
  },
  {
    label: "Repeated terms",
    paths: ["judging.refuseRepeatedTerms"],
    value: (g) => (at(g, "judging.refuseRepeatedTerms") ? "Refused" : "Allowed"),
  },
  {
    label: "Longest term",
    paths: ["judging.maxTermLength"],
    value: (g) => count(num(g, "judging.maxTermLength") ?? 0, "character"),
  },
  {
    label: "Scoring",
    paths: ["scoring"],
    value: (g) => (at(g, "scoring") === "tokens" ? "Fewest tokens wins" : "Fewest points wins"),
  },
  {
    label: "On a tie",
    paths: ["tiebreaker"],
    value: (g) => (at(g, "tiebreaker") === "shared" ? "Share the win" : "Tiebreaker"),
  },
  {
    label: "Letter tiles",
    paths: ["tiles.letters"],
    value: (g) => {
      const letters = (at(g, "tiles.letters") as Record<string, number> | undefined) ?? {};
      const total = Object.values(letters).reduce((a, n) => a + n, 0);
      return `${count(total, "tile")} of ${count(Object.keys(letters).length, "letter")}`;
    },
  },
  {
    label: "Reverse tiles",
    paths: ["tiles.reverse"],
    value: (g) => {
      const n = num(g, "tiles.reverse") ?? 0;
      return n === 0 ? "None" : count(n, "tile");
    },
  },
  {
    label: "Bad-luck tokens",
    paths: ["tokens"],
    value: (g) => {
      const tokens = (at(g, "tokens") as { value: number; count: number }[] | undefined) ?? [];
      const total = tokens.reduce((a, t) => a + t.count, 0);
      const mix = [...tokens].sort((a, b) => a.value - b.value).map((t) => `${t.count} worth ${t.value}`);
      return `${count(total, "token")}: ${listWords(mix)}`;
    },
  },
];

const TIME_LIMIT_LABELS: Record<string, string> = {
  choose: "choosing",
  draft: "drafting",
  trade: "trading",
  decide: "buying",
  bid: "bidding",
  sell: "selling",
  vote: "theme votes",
};

export const BUYWORD_SUMMARY: readonly SummaryRow[] = [
  {
    label: "Players",
    paths: ["players"],
    value: (g) => {
      const n = num(g, "players") ?? 0;
      return n === 1 ? "Solo" : count(n, "player");
    },
  },
  {
    label: "Word list",
    paths: ["lexicon"],
    value: (g) => (at(g, "lexicon") === "common" ? "Common words" : "Broad"),
  },
  {
    label: "House words",
    paths: ["house"],
    value: (g) => {
      const allowed = (at(g, "house.allowed") as string[] | undefined)?.length ?? 0;
      const banned = (at(g, "house.banned") as string[] | undefined)?.length ?? 0;
      return allowed || banned ? `${allowed} allowed, ${banned} banned` : "None";
    },
  },
  {
    label: "Hand limit",
    paths: ["variants.handLimit"],
    value: (g) => {
      const n = num(g, "variants.handLimit");
      return n === null ? "No limit" : count(n, "letter");
    },
  },
  {
    label: "Variants",
    paths: ["variants.auction", "variants.trade", "variants.draft", "variants.crossword", "variants.themes"],
    value: (g) => {
      const themes = (at(g, "variants.themes") as string[] | undefined) ?? [];
      const on = [
        at(g, "variants.auction") === true && "auctions",
        at(g, "variants.trade") === true && "trading",
        at(g, "variants.draft") === true && "tile draft",
        at(g, "variants.crossword") === true && "crossword",
        themes.length > 0 && count(themes.length, "theme"),
      ].filter((x): x is string => typeof x === "string");
      return on.length ? listWords(on) : "None";
    },
  },
  {
    label: "Time limits",
    paths: ["timeLimits"],
    value: (g) => {
      const limits = Object.entries(
        (at(g, "timeLimits") as Record<string, number | null> | undefined) ?? {},
      ).filter((e): e is [string, number] => typeof e[1] === "number");
      return limits.length
        ? limits.map(([k, ms]) => `${TIME_LIMIT_LABELS[k] ?? k} ${secs(ms)}`).join(", ")
        : "None";
    },
  },
];

/** What the judging-hints option means, in the form and in the room's summary. */
export const JUDGING_HINTS_MEANING =
  "When a term is challenged, the voters see what our word lists know of it (a hint, never a verdict: the table still votes).";

/** What table mode does, in the form and in the room's summary. */
export const TABLE_MODE_MEANING =
  "For players in one room: a laptop or TV opens the table display (boards, bag, timer music) and each player plays from their phone; players elsewhere join on their own screens as usual.";

/** The room's own options (beside the engine's settings) as label–value pairs: Oh My Word's only. */
export function roomOptionsSummary(
  kind: Kind,
  options: { readonly judgingHints: boolean; readonly tableMode: boolean } | undefined,
  game: Config,
): [string, string][] {
  if (kind !== "oh-my-word") return [];
  const tableMode: [string, string] = [
    "Table mode",
    options?.tableMode ? `On. ${TABLE_MODE_MEANING}` : "Off: everyone plays on their own screen",
  ];
  if (at(game, "judging.mode") === "trust")
    return [["Judging hints", "None: nothing is challenged"], tableMode];
  return [
    [
      "Judging hints",
      options?.judgingHints === false
        ? "Off: voters judge challenged terms on their own"
        : `On. ${JUDGING_HINTS_MEANING}`,
    ],
    tableMode,
  ];
}

/** The room's rules as label–value pairs, every setting of its game. */
export function summaryOf(kind: Kind, game: Config): [string, string][] {
  const rows = kind === "oh-my-word" ? OMW_SUMMARY : BUYWORD_SUMMARY;
  return rows.map((r) => [r.label, r.value(game)]);
}

const wordCount = (game: Config, path: string) => (at(game, path) as unknown[] | undefined)?.length ?? 0;

/** The rows of what a game holds that is no room's choice (NOT_ROOM_SETTINGS), for staff. */
export const STAFF_ROWS: Record<Kind, readonly SummaryRow[]> = {
  "oh-my-word": [],
  buyword: [
    {
      label: "Platform words",
      paths: ["platform"],
      value: (g) => {
        const allowed = wordCount(g, "platform.allowed");
        const banned = wordCount(g, "platform.banned");
        return allowed || banned ? `${allowed} allowed, ${banned} banned` : "None";
      },
    },
  ],
};

/** A game's whole configuration as label–value pairs, as staff read it: the room's rules and the rest. */
export function staffSummaryOf(kind: Kind, game: Config): [string, string][] {
  return [
    ...summaryOf(kind, game),
    ...STAFF_ROWS[kind].map((r): [string, string] => [r.label, r.value(game)]),
  ];
}
