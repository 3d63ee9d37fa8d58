import type { Db } from "@wordhall/db";
import { AppError } from "../../../errors";
import { diffPacks, type PackDiff, readSnapshot, snapshotOf } from "./pack-snapshot";

export type QueueItem = {
  readonly id: string;
  readonly title: string;
  readonly language: string;
  readonly revision: number;
  readonly submittedAt: string;
  readonly author: { readonly id: string; readonly name: string } | null;
  readonly sides: number;
  /** The pack was decided on before (this is a resubmission), and how. */
  readonly previousDecision: { readonly decision: string; readonly at: string } | null;
  readonly openReports: number;
};

/** How many submitted packs the queue lists at once; `total` says how many wait in all. */
const QUEUE_PAGE = 100;

/** Submitted packs, oldest submission first: the first in is the first decided. */
export async function reviewQueue(db: Db): Promise<{ items: QueueItem[]; total: number }> {
  const [packs, total] = await Promise.all([
    db.categoryPack.findMany({
      where: { status: "submitted" },
      orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
      take: QUEUE_PAGE,
      include: {
        owner: { select: { id: true, name: true } },
        reviews: { orderBy: { createdAt: "desc" }, take: 1, select: { decision: true, createdAt: true } },
        _count: { select: { sides: true, reports: { where: { status: "open" } } } },
      },
    }),
    db.categoryPack.count({ where: { status: "submitted" } }),
  ]);
  const items = packs.map((pack) => {
    const last = pack.reviews[0];
    return {
      id: pack.id,
      title: pack.title,
      language: pack.language,
      revision: pack.version,
      submittedAt: (pack.submittedAt ?? pack.updatedAt).toISOString(),
      author: pack.owner,
      sides: pack._count.sides,
      previousDecision: last ? { decision: last.decision, at: last.createdAt.toISOString() } : null,
      openReports: pack._count.reports,
    };
  });
  return { items, total };
}

export type ReviewEntry = {
  readonly id: string;
  readonly decision: string;
  /** What the author was told (My boards). */
  readonly reasonForAuthor: string | null;
  /** What only moderators read. */
  readonly note: string | null;
  readonly reviewer: { readonly id: string; readonly name: string } | null;
  readonly revision: number;
  readonly at: string;
  readonly fixes: unknown;
};

export type ReportSummary = {
  readonly id: string;
  readonly reason: string;
  readonly details: string;
  readonly status: string;
  readonly reporter: { readonly id: string; readonly name: string };
  readonly at: string;
};

export type PackForReview = {
  readonly pack: {
    readonly id: string;
    readonly title: string;
    readonly description: string;
    readonly language: string;
    readonly status: string;
    readonly visibility: string;
    readonly builtIn: boolean;
    readonly featured: boolean;
    readonly revision: number;
    readonly submittedAt: string | null;
    readonly updatedAt: string;
    readonly sides: readonly {
      readonly position: number;
      readonly name: string;
      readonly categories: readonly string[];
    }[];
  };
  readonly submitter: {
    readonly id: string;
    readonly name: string;
    readonly role: string;
    readonly suspended: boolean;
    readonly joinedAt: string;
    readonly otherPacks: readonly {
      readonly id: string;
      readonly title: string;
      readonly status: string;
      readonly updatedAt: string;
    }[];
    /** Decisions on any of their packs, by kind. */
    readonly decisions: Record<string, number>;
    readonly recentReviews: readonly (ReviewEntry & {
      readonly packId: string;
      readonly packTitle: string;
    })[];
    readonly reportsAgainst: {
      readonly open: number;
      readonly total: number;
      readonly recent: readonly ReportSummary[];
    };
  } | null;
  /** This pack's decisions, newest first. */
  readonly reviews: readonly ReviewEntry[];
  /** For a pack decided on before: what changed since the latest decision. */
  readonly changesSinceLastReview: {
    readonly review: ReviewEntry;
    readonly diff: PackDiff;
  } | null;
  readonly reports: readonly ReportSummary[];
};

const reviewSelect = {
  id: true,
  decision: true,
  reasonForAuthor: true,
  note: true,
  packVersion: true,
  createdAt: true,
  fixes: true,
  reviewer: { select: { id: true, name: true } },
} as const;

function toReviewEntry(r: {
  id: string;
  decision: string;
  reasonForAuthor: string | null;
  note: string | null;
  packVersion: number;
  createdAt: Date;
  fixes: unknown;
  reviewer: { id: string; name: string } | null;
}): ReviewEntry {
  return {
    id: r.id,
    decision: r.decision,
    reasonForAuthor: r.reasonForAuthor,
    note: r.note,
    reviewer: r.reviewer,
    revision: r.packVersion,
    at: r.createdAt.toISOString(),
    fixes: r.fixes ?? null,
  };
}

const reportSelect = {
  id: true,
  reason: true,
  details: true,
  status: true,
  createdAt: true,
  reporter: { select: { id: true, name: true } },
} as const;

function toReportSummary(r: {
  id: string;
  reason: string;
  details: string;
  status: string;
  createdAt: Date;
  reporter: { id: string; name: string };
}): ReportSummary {
  return {
    id: r.id,
    reason: r.reason,
    details: r.details,
    status: r.status,
    reporter: r.reporter,
    at: r.createdAt.toISOString(),
  };
}

/** Everything a moderator needs to decide on one pack, whatever its status. */
export async function packForReview(db: Db, packId: string): Promise<PackForReview> {
  const pack = await db.categoryPack.findUnique({
    where: { id: packId },
    include: {
      sides: { orderBy: { position: "asc" } },
      reviews: { orderBy: { createdAt: "desc" }, select: { ...reviewSelect, snapshot: true } },
      reports: { orderBy: { createdAt: "desc" }, take: 50, select: reportSelect },
    },
  });
  if (!pack) throw new AppError("NOT_FOUND", "That pack does not exist.");
  const reviews = pack.reviews.map(toReviewEntry);
  const latest = pack.reviews[0];
  const before = latest ? readSnapshot(latest.snapshot) : null;
  return {
    pack: {
      id: pack.id,
      title: pack.title,
      description: pack.description,
      language: pack.language,
      status: pack.status,
      visibility: pack.visibility,
      builtIn: pack.builtIn,
      featured: pack.featured,
      revision: pack.version,
      submittedAt: pack.submittedAt?.toISOString() ?? null,
      updatedAt: pack.updatedAt.toISOString(),
      sides: pack.sides.map((s) => ({ position: s.position, name: s.name, categories: s.categories })),
    },
    submitter: pack.ownerId ? await submitterHistory(db, pack.ownerId, pack.id) : null,
    reviews,
    changesSinceLastReview:
      latest && before && reviews[0]
        ? { review: reviews[0], diff: diffPacks(before, snapshotOf(pack)) }
        : null,
    reports: pack.reports.map(toReportSummary),
  };
}

async function submitterHistory(db: Db, userId: string, packId: string) {
  const [user, otherPacks, decisions, recentReviews, reportsOpen, reportsTotal, recentReports] =
    await Promise.all([
      db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { id: true, name: true, role: true, banned: true, createdAt: true },
      }),
      db.categoryPack.findMany({
        where: { ownerId: userId, id: { not: packId } },
        orderBy: { updatedAt: "desc" },
        take: 50,
        select: { id: true, title: true, status: true, updatedAt: true },
      }),
      db.packReview.groupBy({
        by: ["decision"],
        where: { pack: { ownerId: userId } },
        _count: { _all: true },
      }),
      db.packReview.findMany({
        where: { pack: { ownerId: userId } },
        orderBy: { createdAt: "desc" },
        take: 20,
        select: { ...reviewSelect, pack: { select: { id: true, title: true } } },
      }),
      db.report.count({ where: { targetUserId: userId, status: "open" } }),
      db.report.count({ where: { targetUserId: userId } }),
      db.report.findMany({
        where: { targetUserId: userId },
        orderBy: { createdAt: "desc" },
        take: 10,
        select: reportSelect,
      }),
    ]);
  return {
    id: user.id,
    name: user.name,
    role: user.role,
    suspended: user.banned,
    joinedAt: user.createdAt.toISOString(),
    otherPacks: otherPacks.map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })),
    decisions: Object.fromEntries(decisions.map((d) => [d.decision, d._count._all])),
    recentReviews: recentReviews.map((r) => ({
      ...toReviewEntry(r),
      packId: r.pack.id,
      packTitle: r.pack.title,
    })),
    reportsAgainst: { open: reportsOpen, total: reportsTotal, recent: recentReports.map(toReportSummary) },
  };
}
