import type { Db, Prisma } from "@wordhall/db";
import { AppError } from "../../errors";
import { CREATION_LIMITS, takeCreation } from "../../limits/creation-limits";
import { withUserLock } from "../../limits/user-lock";
import type { Viewer } from "./pack-access";
import { type PackDetail, packDetailInclude, toPackDetail } from "./pack-detail";
import type { PackContent } from "./pack-input";

/** Keeps one account from filling the database with drafts. */
export const MAX_PACKS_PER_USER = 100;

type Author = { readonly id: string; readonly role: NonNullable<Viewer>["role"] };

function sidesData(content: PackContent) {
  return content.sides.map((side, position) => ({ position, name: side.name, categories: side.categories }));
}

/**
 * A new pack starts as a private draft that only its author sees and may use. The cap, the
 * creation limit and the insert happen under the author's lock, so concurrent creations
 * each count the ones before.
 */
export async function createPack(db: Db, author: Author, content: PackContent): Promise<PackDetail> {
  return withUserLock(db, "packs", author.id, async (tx) => {
    const owned = await tx.categoryPack.count({ where: { ownerId: author.id } });
    if (owned >= MAX_PACKS_PER_USER) {
      throw new AppError(
        "FORBIDDEN",
        `You already have ${MAX_PACKS_PER_USER} packs; delete or reuse one first.`,
      );
    }
    await takeCreation(tx, author.id, CREATION_LIMITS.packs);
    const pack = await tx.categoryPack.create({
      data: {
        ownerId: author.id,
        title: content.title,
        description: content.description,
        language: content.language,
        sides: { create: sidesData(content) },
      },
      include: packDetailInclude,
    });
    return toPackDetail(pack, author);
  });
}

/**
 * Replaces a pack's content. Whatever moderators decided was about the old content, so any
 * edit takes the pack back to a private draft: an approved pack leaves the public list and
 * a pending submission is withdrawn until the author submits again.
 */
export async function updatePack(
  db: Db,
  author: Author,
  input: PackContent & { id: string; version: number },
): Promise<PackDetail> {
  return db.$transaction(async (tx) => {
    await ownPackAt(tx, author.id, input.id, input.version);
    await tx.boardSide.deleteMany({ where: { packId: input.id } });
    const pack = await tx.categoryPack.update({
      where: { id: input.id },
      data: {
        title: input.title,
        description: input.description,
        language: input.language,
        version: { increment: 1 },
        status: "draft",
        visibility: "private",
        featured: false,
        submittedAt: null,
        sides: { create: sidesData(input) },
      },
      include: packDetailInclude,
    });
    return toPackDetail(pack, author);
  });
}

/**
 * Puts a pack in the moderators' queue; they decide against the version submitted. The
 * pack's row lock makes a repeated submission see the first; the creation limit stops an
 * author cycling edits and submissions to flood the queue.
 */
export async function submitPack(
  db: Db,
  author: Author,
  input: { id: string; version: number },
): Promise<PackDetail> {
  return db.$transaction(async (tx) => {
    const pack = await ownPackAt(tx, author.id, input.id, input.version);
    if (pack.status === "submitted")
      throw new AppError("CONFLICT", "This pack is already waiting for review.");
    if (pack.status === "approved") throw new AppError("CONFLICT", "This pack is already approved.");
    await takeCreation(tx, author.id, CREATION_LIMITS.packSubmissions);
    const updated = await tx.categoryPack.update({
      where: { id: input.id },
      data: { status: "submitted", submittedAt: new Date() },
      include: packDetailInclude,
    });
    return toPackDetail(updated, author);
  });
}

/** Only drafts and packs nobody can browse may be deleted: rooms may be using published ones. */
export async function deletePack(
  db: Db,
  author: Author,
  input: { id: string; version: number },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const pack = await ownPackAt(tx, author.id, input.id, input.version);
    if (pack.status === "approved") {
      throw new AppError(
        "CONFLICT",
        "Published packs can't be deleted; edit it to take it back to a draft first.",
      );
    }
    await tx.categoryPack.delete({ where: { id: input.id } });
  });
}

export async function listMyPacks(db: Db, author: Author): Promise<PackDetail[]> {
  const packs = await db.categoryPack.findMany({
    where: { ownerId: author.id },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    include: packDetailInclude,
  });
  return packs.map((pack) => toPackDetail(pack, author));
}

/** Locks the author's pack row and checks the version they edited is still current. */
async function ownPackAt(tx: Prisma.TransactionClient, ownerId: string, id: string, version: number) {
  await tx.$queryRaw`SELECT id FROM category_pack WHERE id = ${id} FOR UPDATE`;
  const pack = await tx.categoryPack.findUnique({ where: { id } });
  // Someone else's private pack is indistinguishable from a missing one.
  if (!pack || (pack.ownerId !== ownerId && pack.visibility !== "public" && !pack.builtIn)) {
    throw new AppError("NOT_FOUND", "That pack does not exist.");
  }
  if (pack.builtIn || pack.ownerId !== ownerId)
    throw new AppError("FORBIDDEN", "Only the pack's author can change it.");
  if (pack.version !== version) {
    throw new AppError("CONFLICT", "This pack changed since you opened it. Reload it and try again.");
  }
  return pack;
}
