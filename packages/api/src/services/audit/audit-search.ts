import type { Db, Prisma } from "@wordhall/db";
import type { z } from "zod";
import { auditSearchSchema } from "./audit-search-input";

export { auditSearchSchema };

export type AuditSearch = z.infer<typeof auditSearchSchema>;

export type AuditEntryView = {
  readonly id: string;
  readonly at: string;
  readonly actor: { readonly id: string; readonly name: string; readonly role: string };
  readonly action: string;
  readonly target: { readonly kind: string; readonly id: string; readonly label: string };
  readonly reason: string | null;
  readonly details: unknown;
};

/** Newest first, filtered; pages by id (ids only grow, so a page never shifts under a reader). */
export async function searchAudit(
  db: Db,
  input: AuditSearch,
): Promise<{ items: AuditEntryView[]; nextCursor: string | null }> {
  const where: Prisma.AuditEntryWhereInput = {
    ...(input.actorId ? { actorId: input.actorId } : {}),
    ...(input.action ? { action: input.action } : {}),
    ...(input.targetQuery
      ? {
          OR: [
            { targetId: input.targetQuery },
            { targetLabel: { contains: input.targetQuery, mode: "insensitive" as const } },
          ],
        }
      : {}),
    ...(input.from || input.to
      ? {
          at: {
            ...(input.from ? { gte: new Date(input.from) } : {}),
            ...(input.to ? { lte: new Date(input.to) } : {}),
          },
        }
      : {}),
    ...(input.cursor ? { id: { lt: BigInt(input.cursor) } } : {}),
  };
  const rows = await db.auditEntry.findMany({ where, orderBy: { id: "desc" }, take: input.limit + 1 });
  const items = rows.slice(0, input.limit).map(toAuditEntryView);
  return { items, nextCursor: rows.length > input.limit ? (items[items.length - 1]?.id ?? null) : null };
}

export function toAuditEntryView(row: {
  id: bigint;
  at: Date;
  actorId: string;
  actorName: string;
  actorRole: string;
  action: string;
  targetKind: string;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details: unknown;
}): AuditEntryView {
  return {
    id: row.id.toString(),
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    target: { kind: row.targetKind, id: row.targetId, label: row.targetLabel },
    reason: row.reason,
    details: row.details,
  };
}
