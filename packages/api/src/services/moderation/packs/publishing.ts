import type { Db, Prisma } from "@wordhall/db";
import { AppError } from "../../../errors";
import { type Actor, writeAudit } from "../../audit/audit-log";
import { snapshotOf } from "./pack-snapshot";

const TX = { maxWait: 10_000, timeout: 15_000 };

export type UnpublishInput = {
  readonly packId: string;
  /** Shown to the author as the latest decision (My boards). */
  readonly reasonForAuthor: string;
  /** For the audit log and other moderators only. */
  readonly note: string | null;
};

/**
 * Takes a published pack out of the public list, with a reason its author sees (as the
 * latest decision) and a note only moderators see. Rooms that already put its sides on the
 * table keep them; new rooms can't choose it. Built-in packs are the platform's own and
 * can't be unpublished.
 */
export async function unpublishPack(db: Db, actor: Actor, input: UnpublishInput) {
  return db.$transaction((tx) => unpublishPackIn(tx, actor, input), TX);
}

export async function unpublishPackIn(
  tx: Prisma.TransactionClient,
  actor: Actor,
  input: UnpublishInput,
): Promise<{ packId: string; status: "unpublished"; revision: number }> {
  const pack = await tx.categoryPack.findUnique({
    where: { id: input.packId },
    include: { sides: { orderBy: { position: "asc" } } },
  });
  if (!pack) throw new AppError("NOT_FOUND", "That pack does not exist.");
  if (pack.builtIn) throw new AppError("BAD_REQUEST", "Built-in packs can't be unpublished.");
  const claimed = await tx.categoryPack.updateMany({
    where: { id: pack.id, status: "approved", version: pack.version },
    data: { status: "unpublished", visibility: "private", featured: false, version: { increment: 1 } },
  });
  if (claimed.count !== 1) {
    throw new AppError(
      "CONFLICT",
      "This pack is not published (any more); reload it to see its current state.",
    );
  }
  await tx.packReview.create({
    data: {
      packId: pack.id,
      reviewerId: actor.id,
      decision: "unpublished",
      reasonForAuthor: input.reasonForAuthor,
      note: input.note,
      snapshot: snapshotOf(pack),
      packVersion: pack.version,
    },
  });
  await writeAudit(tx, actor, {
    action: "pack.unpublish",
    target: { kind: "pack", id: pack.id, label: pack.title },
    // The log's reason is the moderators' note; what the author was told is in its details.
    reason: input.note,
    details: { revision: pack.version, reasonForAuthor: input.reasonForAuthor },
  });
  return { packId: pack.id, status: "unpublished", revision: pack.version + 1 } as const;
}

/** Puts a published pack on (or takes it off) the web lobby's featured shelf. */
export async function featurePack(
  db: Db,
  actor: Actor,
  input: { packId: string; featured: boolean },
): Promise<{ packId: string; featured: boolean; changed: boolean }> {
  return db.$transaction(async (tx) => {
    const pack = await tx.categoryPack.findUnique({ where: { id: input.packId } });
    if (!pack) throw new AppError("NOT_FOUND", "That pack does not exist.");
    if (pack.featured === input.featured)
      return { packId: pack.id, featured: input.featured, changed: false };
    // Only published packs may be featured; taking one off the shelf works whatever its state.
    const claimed = await tx.categoryPack.updateMany({
      where: {
        id: pack.id,
        featured: !input.featured,
        ...(input.featured ? { status: "approved", OR: [{ visibility: "public" }, { builtIn: true }] } : {}),
      },
      data: { featured: input.featured },
    });
    if (claimed.count !== 1) {
      throw new AppError(
        "CONFLICT",
        input.featured ? "Only published packs can be featured." : "This pack changed meanwhile; reload it.",
      );
    }
    await writeAudit(tx, actor, {
      action: input.featured ? "pack.feature" : "pack.unfeature",
      target: { kind: "pack", id: pack.id, label: pack.title },
    });
    return { packId: pack.id, featured: input.featured, changed: true };
  }, TX);
}
