import type { Db } from "@wordhall/db";
import { z } from "zod";

export const statsSchema = z.object({ days: z.number().int().min(1).max(365).default(30) });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seconds a presence row counts as live after its last heartbeat (docs/realtime.md). */
const ONLINE_WITHIN_MS = 25_000;

export type OverviewStats = {
  /** The first and last day counted (UTC dates, today included). */
  readonly from: string;
  readonly to: string;
  readonly gamesPerDay: readonly {
    readonly day: string;
    readonly ohMyWord: number;
    readonly buyword: number;
  }[];
  readonly activePlayers: {
    /** People seated in a game started that day. */
    readonly perDay: readonly { readonly day: string; readonly players: number }[];
    /** Different people seated in any game of the period. */
    readonly inPeriod: number;
    /** Signed-in people connected to a game or room right now. */
    readonly onlineNow: number;
  };
  readonly moderation: {
    readonly queueSize: number;
    readonly oldestWaitingSince: string | null;
    readonly decisionsPerDay: readonly { readonly day: string; readonly decisions: number }[];
    /** From submission to approval or rejection, over the period's decisions. */
    readonly timeToDecision: {
      readonly decisions: number;
      readonly medianSeconds: number | null;
      readonly p90Seconds: number | null;
      readonly averageSeconds: number | null;
    };
  };
  readonly reports: {
    readonly perDay: readonly { readonly day: string; readonly reports: number }[];
    readonly open: number;
  };
};

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const utc = (date: Date) => date.toISOString().slice(0, 23).replace("T", " ");

/** The dashboard's figures over the last `days` UTC days, today included; missing days are zeros. */
export async function overviewStats(
  db: Db,
  input: { days: number },
  now = new Date(),
): Promise<OverviewStats> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (input.days - 1) * DAY_MS);
  // Columns are UTC timestamps without a zone: compare with UTC text, whatever the session's zone.
  const since = utc(start);
  const days = Array.from({ length: input.days }, (_, i) => dayOf(new Date(start.getTime() + i * DAY_MS)));

  const [games, players, inPeriod, online, queue, oldest, decisions, reports, openReports] =
    await Promise.all([
      db.$queryRaw<{ day: string; kind: string; n: bigint }[]>`
      SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, kind::text AS kind, count(*) AS n
      FROM game WHERE "createdAt" >= ${since}::timestamp GROUP BY 1, 2`,
      db.$queryRaw<{ day: string; n: bigint }[]>`
      SELECT to_char(g."createdAt", 'YYYY-MM-DD') AS day, count(DISTINCT s."userId") AS n
      FROM game g JOIN game_seat s ON s."gameId" = g.id
      WHERE g."createdAt" >= ${since}::timestamp GROUP BY 1`,
      db.$queryRaw<{ n: bigint }[]>`
      SELECT count(DISTINCT s."userId") AS n
      FROM game g JOIN game_seat s ON s."gameId" = g.id WHERE g."createdAt" >= ${since}::timestamp`,
      db.$queryRaw<{ n: bigint }[]>`
      SELECT count(DISTINCT "userId") AS n FROM presence
      WHERE connected AND "seenAt" >= ${utc(new Date(now.getTime() - ONLINE_WITHIN_MS))}::timestamp`,
      db.categoryPack.count({ where: { status: "submitted" } }),
      db.categoryPack.findFirst({
        where: { status: "submitted" },
        orderBy: { submittedAt: "asc" },
        select: { submittedAt: true },
      }),
      db.packReview.findMany({
        where: {
          createdAt: { gte: start },
          decision: { in: ["approved", "rejected", "fixed_and_approved"] },
        },
        select: { createdAt: true, submittedAt: true },
      }),
      db.$queryRaw<{ day: string; n: bigint }[]>`
      SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, count(*) AS n
      FROM report WHERE "createdAt" >= ${since}::timestamp GROUP BY 1`,
      db.report.count({ where: { status: "open" } }),
    ]);

  const byDay = <T>(rows: readonly T[], day: (row: T) => string) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const key = day(row);
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return map;
  };
  const gameDays = byDay(games, (r) => r.day);
  const playerDays = byDay(players, (r) => r.day);
  const reportDays = byDay(reports, (r) => r.day);
  const decisionDays = byDay(decisions, (r) => dayOf(r.createdAt));
  const count = (rows: readonly { kind?: string; n: bigint }[] | undefined, kind?: string) =>
    Number((rows ?? []).filter((r) => kind === undefined || r.kind === kind).reduce((a, r) => a + r.n, 0n));

  const waits = decisions
    .flatMap((d) => (d.submittedAt ? [(d.createdAt.getTime() - d.submittedAt.getTime()) / 1000] : []))
    .sort((a, b) => a - b);
  const quantile = (q: number) =>
    waits.length ? Math.round(waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0) : null;

  return {
    from: days[0] ?? dayOf(now),
    to: days[days.length - 1] ?? dayOf(now),
    gamesPerDay: days.map((day) => ({
      day,
      ohMyWord: count(gameDays.get(day), "oh_my_word"),
      buyword: count(gameDays.get(day), "buyword"),
    })),
    activePlayers: {
      perDay: days.map((day) => ({ day, players: count(playerDays.get(day)) })),
      inPeriod: count(inPeriod),
      onlineNow: count(online),
    },
    moderation: {
      queueSize: queue,
      oldestWaitingSince: oldest?.submittedAt?.toISOString() ?? null,
      decisionsPerDay: days.map((day) => ({ day, decisions: decisionDays.get(day)?.length ?? 0 })),
      timeToDecision: {
        decisions: waits.length,
        medianSeconds: quantile(0.5),
        p90Seconds: quantile(0.9),
        averageSeconds: waits.length ? Math.round(waits.reduce((a, b) => a + b, 0) / waits.length) : null,
      },
    },
    reports: { perDay: days.map((day) => ({ day, reports: count(reportDays.get(day)) })), open: openReports },
  };
}
