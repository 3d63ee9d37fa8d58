import type { Db } from "@wordhall/db";
import { AppError } from "../../../errors";
import { withUserLock } from "../../../limits/user-lock";
import { isPublished } from "../../packs/pack-access";
import type { ReportTarget } from "./report-input";
import type { ReportReason } from "./report-reasons";

/** Reports one person may file per day: enough for real trouble, too few to flood the queue. */
export const REPORTS_PER_DAY = 20;

export type CreatedReport = {
  readonly id: string;
  readonly status: string;
  readonly alreadyReported: boolean;
};

/**
 * A player reports a published pack or another user. Reporting the same thing again while
 * the first report is open changes nothing and says so, so a double click files one report.
 * The look for an open report, the daily count and the insert happen under the reporter's
 * lock, so concurrent reports each see the ones before (the partial unique indexes on
 * report hold the one-open-report rule even for writes that skip this).
 */
export async function createReport(
  db: Db,
  reporterId: string,
  input: { target: ReportTarget; reason: ReportReason; details?: string | undefined },
): Promise<CreatedReport> {
  const target = await checkTarget(db, reporterId, input.target);
  return withUserLock(db, "reports", reporterId, async (tx) => {
    const existing = await tx.report.findFirst({
      where: { reporterId, status: "open", ...target },
      select: { id: true, status: true },
    });
    if (existing) return { ...existing, alreadyReported: true };
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const recent = await tx.report.count({ where: { reporterId, createdAt: { gte: since } } });
    if (recent >= REPORTS_PER_DAY) {
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `You have sent ${REPORTS_PER_DAY} reports in the last day; moderators will get to them. Try again tomorrow.`,
      );
    }
    const report = await tx.report.create({
      data: { reporterId, reason: input.reason, details: input.details ?? "", ...target },
      select: { id: true, status: true },
    });
    return { ...report, alreadyReported: false };
  });
}

async function checkTarget(db: Db, reporterId: string, target: ReportTarget) {
  if (target.kind === "pack") {
    const pack = await db.categoryPack.findUnique({ where: { id: target.packId } });
    // Only what everyone can see can be reported; a private pack looks like a missing one.
    if (!pack || !isPublished(pack)) throw new AppError("NOT_FOUND", "That pack does not exist.");
    if (pack.builtIn)
      throw new AppError("BAD_REQUEST", "Built-in packs are the platform's own; tell us another way.");
    if (pack.ownerId === reporterId) throw new AppError("BAD_REQUEST", "You can't report your own pack.");
    return { targetKind: "pack" as const, packId: pack.id };
  }
  if (target.userId === reporterId) throw new AppError("BAD_REQUEST", "You can't report yourself.");
  const user = await db.user.findUnique({
    where: { id: target.userId },
    select: { id: true, botLevel: true },
  });
  // A bot is not a player (BOT-1): there is nobody behind it to report.
  if (!user || user.botLevel !== null) throw new AppError("NOT_FOUND", "That player does not exist.");
  return { targetKind: "user" as const, targetUserId: user.id };
}
