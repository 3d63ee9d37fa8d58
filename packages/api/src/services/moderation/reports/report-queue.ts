import type { Db, Prisma } from "@wordhall/db";
import { AppError } from "../../../errors";

export type ReportView = {
  readonly id: string;
  readonly status: "open" | "resolved" | "dismissed";
  readonly reason: string;
  readonly details: string;
  readonly at: string;
  readonly reporter: { readonly id: string; readonly name: string };
  readonly target:
    | {
        readonly kind: "pack";
        readonly pack: {
          readonly id: string;
          readonly title: string;
          readonly status: string;
          readonly featured: boolean;
          /** Who made it, with what a moderator needs to decide on suspending them from here. */
          readonly author: {
            readonly id: string;
            readonly name: string;
            readonly role: string;
            readonly suspended: boolean;
          } | null;
        };
      }
    | {
        readonly kind: "user";
        readonly user: {
          readonly id: string;
          readonly name: string;
          readonly role: string;
          readonly suspended: boolean;
        };
      };
  /** Open reports about the same pack or person, this one included. */
  readonly openReportsOnTarget: number;
  readonly resolution: {
    readonly action: string;
    readonly note: string | null;
    readonly by: { readonly id: string; readonly name: string } | null;
    readonly at: string;
  } | null;
};

const include = {
  reporter: { select: { id: true, name: true } },
  resolvedBy: { select: { id: true, name: true } },
  pack: {
    select: {
      id: true,
      title: true,
      status: true,
      featured: true,
      owner: { select: { id: true, name: true, role: true, banned: true } },
    },
  },
  targetUser: { select: { id: true, name: true, role: true, banned: true } },
} satisfies Prisma.ReportInclude;

type Row = Prisma.ReportGetPayload<{ include: typeof include }>;

/**
 * Reports with what they are about. Open ones come oldest first (a queue); closed ones
 * newest first (a history). Pages by report id.
 */
export async function listReports(
  db: Db,
  input: {
    status?: "open" | "resolved" | "dismissed" | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ items: ReportView[]; nextCursor: string | null }> {
  const status = input.status ?? "open";
  const direction = status === "open" ? "asc" : "desc";
  const rows = await db.report.findMany({
    where: { status },
    orderBy: [{ createdAt: direction }, { id: direction }],
    take: input.limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
    include,
  });
  const page = rows.slice(0, input.limit);
  const counts = await openCounts(db, page);
  const items = page.map((row) => toView(row, counts));
  return { items, nextCursor: rows.length > input.limit ? (items[items.length - 1]?.id ?? null) : null };
}

export async function getReport(db: Db | Prisma.TransactionClient, reportId: string): Promise<ReportView> {
  const row = await db.report.findUnique({ where: { id: reportId }, include });
  if (!row) throw new AppError("NOT_FOUND", "That report does not exist.");
  return toView(row, await openCounts(db, [row]));
}

async function openCounts(db: Db | Prisma.TransactionClient, rows: readonly Row[]) {
  const packIds = [...new Set(rows.flatMap((r) => (r.packId ? [r.packId] : [])))];
  const userIds = [...new Set(rows.flatMap((r) => (r.targetUserId ? [r.targetUserId] : [])))];
  const [byPack, byUser] = await Promise.all([
    packIds.length
      ? db.report.groupBy({
          by: ["packId"],
          where: { status: "open", packId: { in: packIds } },
          _count: { _all: true },
        })
      : [],
    userIds.length
      ? db.report.groupBy({
          by: ["targetUserId"],
          where: { status: "open", targetUserId: { in: userIds } },
          _count: { _all: true },
        })
      : [],
  ]);
  const counts = new Map<string, number>();
  for (const g of byPack) if (g.packId) counts.set(`pack:${g.packId}`, g._count._all);
  for (const g of byUser) if (g.targetUserId) counts.set(`user:${g.targetUserId}`, g._count._all);
  return counts;
}

function toView(row: Row, counts: Map<string, number>): ReportView {
  const target: ReportView["target"] =
    row.targetKind === "pack" && row.pack
      ? {
          kind: "pack",
          pack: {
            id: row.pack.id,
            title: row.pack.title,
            status: row.pack.status,
            featured: row.pack.featured,
            author: row.pack.owner
              ? {
                  id: row.pack.owner.id,
                  name: row.pack.owner.name,
                  role: row.pack.owner.role,
                  suspended: row.pack.owner.banned,
                }
              : null,
          },
        }
      : {
          kind: "user",
          user: {
            id: row.targetUser?.id ?? "",
            name: row.targetUser?.name ?? "",
            role: row.targetUser?.role ?? "player",
            suspended: row.targetUser?.banned ?? false,
          },
        };
  const key = target.kind === "pack" ? `pack:${target.pack.id}` : `user:${target.user.id}`;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    details: row.details,
    at: row.createdAt.toISOString(),
    reporter: row.reporter,
    target,
    openReportsOnTarget: counts.get(key) ?? 0,
    resolution:
      row.status === "open"
        ? null
        : {
            action: row.resolution ?? "resolve",
            note: row.resolutionNote,
            by: row.resolvedBy,
            at: (row.resolvedAt ?? row.createdAt).toISOString(),
          },
  };
}
