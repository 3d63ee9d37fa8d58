import type { Db, Prisma } from "@wordhall/db";
import { AppError } from "../../../errors";
import { type AuditEntryView, toAuditEntryView } from "../../audit/audit-search";
import { PEOPLE_ONLY } from "../../bots/bot-identity";
import { fromDbKind } from "../../games/game-kinds";
import { shownRating } from "../../results/ratings";

export type UserRow = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly suspended: boolean;
  readonly joinedAt: string;
};

const rowSelect = { id: true, name: true, email: true, role: true, banned: true, createdAt: true } as const;
const toRow = (u: {
  id: string;
  name: string;
  email: string;
  role: string;
  banned: boolean;
  createdAt: Date;
}): UserRow => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  suspended: u.banned,
  joinedAt: u.createdAt.toISOString(),
});

/** People whose name or e-mail contains the query (or whose id it is), by name; never bots. */
export async function searchUsers(
  db: Db,
  input: { query: string; cursor?: string | undefined; limit: number },
): Promise<{ items: UserRow[]; nextCursor: string | null }> {
  const q = input.query;
  // Bots are not people a moderator looks for (BOT-1).
  const where: Prisma.UserWhereInput = q
    ? {
        ...PEOPLE_ONLY,
        OR: [
          { id: q },
          { name: { contains: q, mode: "insensitive" } },
          { email: { contains: q, mode: "insensitive" } },
        ],
      }
    : PEOPLE_ONLY;
  const rows = await db.user.findMany({
    where,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: input.limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
    select: rowSelect,
  });
  const items = rows.slice(0, input.limit).map(toRow);
  return { items, nextCursor: rows.length > input.limit ? (items[items.length - 1]?.id ?? null) : null };
}

export type UserDetail = {
  readonly user: UserRow & { readonly suspensionReason: string | null };
  readonly games: readonly {
    readonly gameId: string;
    readonly kind: "oh-my-word" | "buyword";
    readonly status: string;
    readonly seat: number;
    readonly roomId: string | null;
    readonly startedAt: string;
    readonly finishedAt: string | null;
    readonly endedReason: string | null;
    readonly result: { readonly rank: number; readonly score: number; readonly players: number } | null;
  }[];
  readonly packs: readonly {
    readonly id: string;
    readonly title: string;
    readonly status: string;
    readonly visibility: string;
    readonly featured: boolean;
    readonly revision: number;
    readonly updatedAt: string;
  }[];
  readonly ratings: readonly {
    readonly kind: "oh-my-word" | "buyword";
    readonly rating: number;
    readonly games: number;
    readonly wins: number;
  }[];
  readonly reports: {
    readonly against: readonly {
      readonly id: string;
      readonly reason: string;
      readonly details: string;
      readonly status: string;
      readonly reporter: { readonly id: string; readonly name: string };
      readonly at: string;
    }[];
    readonly openAgainst: number;
    readonly filed: number;
  };
  /** Moderator and admin actions about this person and their packs, newest first. */
  readonly history: readonly AuditEntryView[];
};

/** One person as moderators see them: account, games, packs, reports and what was done about them. */
export async function userDetail(db: Db, userId: string): Promise<UserDetail> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { ...rowSelect, banReason: true } });
  if (!user) throw new AppError("NOT_FOUND", "That user does not exist.");
  const [seats, packs, ratings, against, openAgainst, filed] = await Promise.all([
    db.gameSeat.findMany({
      where: { userId },
      orderBy: { game: { createdAt: "desc" } },
      take: 50,
      select: {
        seat: true,
        game: {
          select: {
            id: true,
            kind: true,
            status: true,
            roomId: true,
            createdAt: true,
            finishedAt: true,
            endedReason: true,
            results: { where: { userId }, select: { rank: true, score: true, players: true } },
          },
        },
      },
    }),
    db.categoryPack.findMany({
      where: { ownerId: userId },
      orderBy: { updatedAt: "desc" },
      select: {
        id: true,
        title: true,
        status: true,
        visibility: true,
        featured: true,
        version: true,
        updatedAt: true,
      },
    }),
    db.rating.findMany({
      where: { userId },
      select: { kind: true, mu: true, sigma: true, games: true, wins: true },
    }),
    db.report.findMany({
      where: { targetUserId: userId },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: {
        id: true,
        reason: true,
        details: true,
        status: true,
        createdAt: true,
        reporter: { select: { id: true, name: true } },
      },
    }),
    db.report.count({ where: { targetUserId: userId, status: "open" } }),
    db.report.count({ where: { reporterId: userId } }),
  ]);
  // What moderators did about them: to the person, and to their packs (approved, rejected,
  // fixed, unpublished, featured), which is most of what happens to an author.
  const history = await db.auditEntry.findMany({
    where: {
      OR: [
        { targetKind: "user", targetId: userId },
        ...(packs.length > 0 ? [{ targetKind: "pack", targetId: { in: packs.map((p) => p.id) } }] : []),
      ],
    },
    orderBy: { id: "desc" },
    take: 20,
  });
  return {
    user: { ...toRow(user), suspensionReason: user.banned ? user.banReason : null },
    games: seats.map(({ seat, game }) => {
      const result = game.results[0];
      return {
        gameId: game.id,
        kind: fromDbKind(game.kind),
        status: game.status,
        seat,
        roomId: game.roomId,
        startedAt: game.createdAt.toISOString(),
        finishedAt: game.finishedAt?.toISOString() ?? null,
        endedReason: game.endedReason,
        result: result ? { rank: result.rank, score: result.score, players: result.players } : null,
      };
    }),
    packs: packs.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      visibility: p.visibility,
      featured: p.featured,
      revision: p.version,
      updatedAt: p.updatedAt.toISOString(),
    })),
    ratings: ratings.map((r) => ({
      kind: fromDbKind(r.kind),
      rating: shownRating(r),
      games: r.games,
      wins: r.wins,
    })),
    reports: {
      against: against.map((r) => ({
        id: r.id,
        reason: r.reason,
        details: r.details,
        status: r.status,
        reporter: r.reporter,
        at: r.createdAt.toISOString(),
      })),
      openAgainst,
      filed,
    },
    history: history.map(toAuditEntryView),
  };
}
