import type { RoomView } from "./room-types";

type Entry = readonly [string, string];

const secs = (ms: unknown) => (typeof ms === "number" ? `${Math.round(ms / 100) / 10} s` : "—");

/** The room's rules in a few lines, so players know what they're sitting down to. */
export function SettingsSummary({ room }: { readonly room: RoomView }) {
  const entries = room.kind === "oh-my-word" ? omwEntries(room) : buywordEntries(room);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {entries.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-stone-700">{term}</dt>
          <dd className="text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function omwEntries(room: RoomView): Entry[] {
  const g = room.config.game as {
    boards?: { kind: string; title?: string; board?: number; side?: string }[];
    timer?: { minMs: number; maxMs: number };
    judging?: { mode: string; challengeWindowMs: number; voteWindowMs: number; refuseRepeatedTerms: boolean };
    scoring?: string;
    tiebreaker?: string;
  };
  const boards = (g.boards ?? [])
    .map((b) => (b.kind === "custom" ? b.title : `Board ${b.board} (${b.side})`))
    .join(", ");
  return [
    ["Boards", boards || "—"],
    ["Timer", g.timer ? `${secs(g.timer.minMs)} to ${secs(g.timer.maxMs)}, hidden` : "—"],
    [
      "Judging",
      g.judging?.mode === "trust"
        ? "Trust everyone"
        : `Challenge within ${secs(g.judging?.challengeWindowMs)}, vote within ${secs(g.judging?.voteWindowMs)}`,
    ],
    ["Repeated terms", g.judging?.refuseRepeatedTerms ? "Refused" : "Allowed"],
    ["Scoring", g.scoring === "tokens" ? "Fewest tokens wins" : "Fewest points wins"],
    ["On a tie", g.tiebreaker === "shared" ? "Share the win" : "Tiebreaker"],
  ];
}

function buywordEntries(room: RoomView): Entry[] {
  const g = room.config.game as {
    lexicon?: string;
    house?: { allowed: string[]; banned: string[] };
    variants?: {
      handLimit: number | null;
      auction: boolean;
      trade: boolean;
      draft: boolean;
      themes: string[];
      crossword: boolean;
    };
    timeLimits?: Record<string, number | null>;
  };
  const v = g.variants;
  const variants = v
    ? [
        v.auction && "auctions",
        v.trade && "trading",
        v.draft && "tile draft",
        v.crossword && "crossword",
        v.themes.length > 0 && `${v.themes.length} themes`,
      ]
        .filter(Boolean)
        .join(", ")
    : "";
  const limits = Object.entries(g.timeLimits ?? {}).filter(([, ms]) => ms !== null);
  return [
    ["Word list", g.lexicon === "common" ? "Common words" : "Broad"],
    [
      "House words",
      g.house && (g.house.allowed.length || g.house.banned.length)
        ? `${g.house.allowed.length} allowed, ${g.house.banned.length} banned`
        : "None",
    ],
    ["Hand limit", v?.handLimit ? `${v.handLimit} letters` : "No limit"],
    ["Variants", variants || "None"],
    ["Time limits", limits.length ? limits.map(([k, ms]) => `${k} ${secs(ms)}`).join(", ") : "None"],
  ];
}
