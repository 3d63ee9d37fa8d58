import type { Db, Prisma } from "@wordhall/db";
import { hasRole } from "../../../auth/roles";
import { AppError } from "../../../errors";
import { type Actor, writeAudit } from "../../audit/audit-log";

const TX = { maxWait: 10_000, timeout: 15_000 };

export type Suspended = { readonly userId: string; readonly suspended: true; readonly sessionsEnded: number };

/**
 * Suspends an account: better-auth's admin-plugin ban flag is set (its session hook then
 * refuses every new session, so the person cannot sign in) and every session they hold is
 * deleted, which signs them out everywhere on their next request (the session cookie cache
 * is off). Both happen in one transaction with the audit entry.
 */
export async function suspendUser(
  db: Db,
  actor: Actor,
  input: { userId: string; reason: string },
): Promise<Suspended> {
  return db.$transaction((tx) => suspendUserIn(tx, actor, input), TX);
}

export async function suspendUserIn(
  tx: Prisma.TransactionClient,
  actor: Actor,
  input: { userId: string; reason: string },
): Promise<Suspended> {
  const user = await targetOf(tx, actor, input.userId, "suspend");
  const claimed = await tx.user.updateMany({
    where: { id: user.id, banned: false },
    data: { banned: true, banReason: input.reason, banExpires: null },
  });
  if (claimed.count !== 1) throw new AppError("CONFLICT", `${user.name} is already suspended.`);
  const ended = await tx.session.deleteMany({ where: { userId: user.id } });
  await writeAudit(tx, actor, {
    action: "user.suspend",
    target: { kind: "user", id: user.id, label: user.name },
    reason: input.reason,
    details: { sessionsEnded: ended.count },
  });
  return { userId: user.id, suspended: true, sessionsEnded: ended.count };
}

/** Lifts a suspension: the person can sign in again (no session is restored). */
export async function restoreUser(
  db: Db,
  actor: Actor,
  input: { userId: string; reason: string },
): Promise<{ userId: string; suspended: false }> {
  return db.$transaction(async (tx) => {
    const user = await targetOf(tx, actor, input.userId, "restore");
    const claimed = await tx.user.updateMany({
      where: { id: user.id, banned: true },
      data: { banned: false, banReason: null, banExpires: null },
    });
    if (claimed.count !== 1) throw new AppError("CONFLICT", `${user.name} is not suspended.`);
    await writeAudit(tx, actor, {
      action: "user.restore",
      target: { kind: "user", id: user.id, label: user.name },
      reason: input.reason,
    });
    return { userId: user.id, suspended: false } as const;
  }, TX);
}

/**
 * Who may act on whom: nobody on themselves; moderators on players only; admins on players
 * and moderators. Admins are never suspended: another admin first changes their role, which
 * keeps two admins from locking each other out in one click.
 */
async function targetOf(
  tx: Prisma.TransactionClient,
  actor: Actor,
  userId: string,
  verb: "suspend" | "restore",
) {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, role: true },
  });
  if (!user) throw new AppError("NOT_FOUND", "That user does not exist.");
  if (user.id === actor.id) throw new AppError("BAD_REQUEST", `You can't ${verb} your own account.`);
  if (user.role === "admin") {
    throw new AppError("FORBIDDEN", "Admins can't be suspended; an admin must change their role first.");
  }
  if (user.role === "moderator" && !hasRole(actor.role, "admin")) {
    throw new AppError("FORBIDDEN", `Only admins can ${verb} a moderator.`);
  }
  return user;
}
