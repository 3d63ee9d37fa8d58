import type { Db } from "@wordhall/db";
import { AppError } from "../../../errors";
import { type Actor, writeAudit } from "../../audit/audit-log";
import { unpublishPackIn } from "../packs/publishing";
import { suspendUserIn } from "../users/suspension";
import type { ReportAction } from "./report-reasons";

const TX = { maxWait: 10_000, timeout: 15_000 };

/**
 * Closes a report, and every other open report about the same pack or person with it (they
 * are one case). "unpublish_pack" and "suspend_user" also take that action, in the same
 * transaction; "suspend_user" on a pack report suspends the pack's author. "dismiss" closes
 * it as unfounded; "resolve" records an action taken elsewhere. Closed reports can't be
 * closed again (CONFLICT). The note is the moderators' (it may name the reporter); the
 * author of an unpublished pack is shown `reasonForAuthor` only, never the note.
 */
export async function resolveReport(
  db: Db,
  actor: Actor,
  input: { reportId: string; action: ReportAction; note: string; reasonForAuthor?: string | undefined },
): Promise<{ reportId: string; status: "resolved" | "dismissed"; closed: number }> {
  return db.$transaction(async (tx) => {
    const report = await tx.report.findUnique({
      where: { id: input.reportId },
      include: {
        pack: { select: { id: true, title: true, ownerId: true } },
        targetUser: { select: { id: true, name: true } },
      },
    });
    if (!report) throw new AppError("NOT_FOUND", "That report does not exist.");
    if (report.status !== "open")
      throw new AppError("CONFLICT", "This report was already closed; reload the list.");
    const sameTarget = report.packId ? { packId: report.packId } : { targetUserId: report.targetUserId };
    const status = input.action === "dismiss" ? "dismissed" : "resolved";
    const closed = await tx.report.updateMany({
      where: { status: "open", ...sameTarget },
      data: {
        status,
        resolution: input.action,
        resolutionNote: input.note,
        resolvedById: actor.id,
        resolvedAt: new Date(),
      },
    });
    // Another moderator closed it between our read and our update.
    if (closed.count === 0)
      throw new AppError("CONFLICT", "This report was already closed; reload the list.");
    if (input.action === "unpublish_pack") {
      if (!report.pack) throw new AppError("BAD_REQUEST", "Only a report about a pack can unpublish one.");
      if (!input.reasonForAuthor) {
        throw new AppError(
          "BAD_REQUEST",
          "Give the reason the pack's author will see when it is unpublished.",
        );
      }
      await unpublishPackIn(tx, actor, {
        packId: report.pack.id,
        reasonForAuthor: input.reasonForAuthor,
        note: input.note,
      });
    }
    if (input.action === "suspend_user") {
      const userId = report.targetUser?.id ?? report.pack?.ownerId;
      if (!userId) throw new AppError("BAD_REQUEST", "This pack has no author to suspend.");
      await suspendUserIn(tx, actor, { userId, reason: input.note });
    }
    const label = report.pack?.title ?? report.targetUser?.name ?? report.id;
    await writeAudit(tx, actor, {
      action: "report.resolve",
      target: { kind: "report", id: report.id, label: `${report.targetKind}: ${label}` },
      reason: input.note,
      details: {
        action: input.action,
        status,
        closed: closed.count,
        about: { kind: report.targetKind, id: report.packId ?? report.targetUserId },
      },
    });
    return { reportId: report.id, status, closed: closed.count } as const;
  }, TX);
}
