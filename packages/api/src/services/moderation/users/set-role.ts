import type { Db } from "@wordhall/db";
import type { Role } from "../../../auth/roles";
import { AppError } from "../../../errors";
import { type Actor, writeAudit } from "../../audit/audit-log";

/**
 * An admin changes someone's role. It takes effect on that person's next request: the
 * session is read from the database every time. Admins can't change their own role, so the
 * last admin can't demote themselves by mistake.
 */
export async function setUserRole(
  db: Db,
  actor: Actor,
  input: { userId: string; role: Role; reason: string },
): Promise<{ userId: string; role: Role; changed: boolean }> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: input.userId },
      select: { id: true, name: true, role: true },
    });
    if (!user) throw new AppError("NOT_FOUND", "That user does not exist.");
    if (user.id === actor.id)
      throw new AppError("BAD_REQUEST", "You can't change your own role; ask another admin.");
    if (user.role === input.role) return { userId: user.id, role: input.role, changed: false };
    const claimed = await tx.user.updateMany({
      where: { id: user.id, role: user.role },
      data: { role: input.role },
    });
    if (claimed.count !== 1)
      throw new AppError("CONFLICT", "Someone changed this person's role meanwhile; reload.");
    await writeAudit(tx, actor, {
      action: "user.set_role",
      target: { kind: "user", id: user.id, label: user.name },
      reason: input.reason,
      details: { from: user.role, to: input.role },
    });
    return { userId: user.id, role: input.role, changed: true };
  });
}
