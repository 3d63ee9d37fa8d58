import type { Prisma } from "@wordhall/db";
import type { Role } from "../../auth/roles";

/** Who did it: the signed-in moderator or admin, as the session names them. */
export type Actor = { readonly id: string; readonly name: string; readonly role: Role };

export const AUDIT_ACTIONS = [
  "pack.approve",
  "pack.reject",
  "pack.fix_and_approve",
  "pack.unpublish",
  "pack.feature",
  "pack.unfeature",
  "report.resolve",
  "user.set_role",
  "user.suspend",
  "user.restore",
  "game.end",
  "lexicon.add",
  "lexicon.remove",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTarget = {
  readonly kind: "pack" | "user" | "game" | "report" | "lexicon";
  readonly id: string;
  /** A readable name as it was when acted on: the log outlives renames and deletions. */
  readonly label: string;
};

/**
 * Appends one entry to the audit log. It takes the action's own transaction on purpose: the
 * action and its record commit together or not at all, so the log never misses an action
 * nor records one that was rolled back.
 */
export async function writeAudit(
  tx: Prisma.TransactionClient,
  actor: Actor,
  entry: {
    readonly action: AuditAction;
    readonly target: AuditTarget;
    readonly reason?: string | null;
    readonly details?: Prisma.InputJsonValue;
  },
): Promise<void> {
  await tx.auditEntry.create({
    data: {
      actorId: actor.id,
      actorName: actor.name,
      actorRole: actor.role,
      action: entry.action,
      targetKind: entry.target.kind,
      targetId: entry.target.id,
      targetLabel: entry.target.label,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    },
  });
}
