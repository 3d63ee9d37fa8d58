import type { Db } from "@wordhall/db";
import { AppError } from "../../errors";
import { canSeePack, type Viewer } from "./pack-access";
import { type PackDetail, packDetailInclude, toPackDetail } from "./pack-detail";

export type PackPage = { readonly items: PackDetail[]; readonly nextCursor: string | null };

/** One pack, if the caller may see it; private packs of others look like missing ones. */
export async function getPack(db: Db, viewer: Viewer, id: string): Promise<PackDetail> {
  const pack = await db.categoryPack.findUnique({ where: { id }, include: packDetailInclude });
  if (!pack || !canSeePack(pack, viewer)) throw new AppError("NOT_FOUND", "That pack does not exist.");
  return toPackDetail(pack, viewer);
}

/** Approved public packs (built-in ones included), featured first, then by title; search by title. */
export async function browsePacks(
  db: Db,
  viewer: Viewer,
  input: { search?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<PackPage> {
  const packs = await db.categoryPack.findMany({
    where: {
      status: "approved",
      OR: [{ visibility: "public" }, { builtIn: true }],
      ...(input.search ? { title: { contains: input.search, mode: "insensitive" as const } } : {}),
    },
    orderBy: [{ featured: "desc" }, { title: "asc" }, { id: "asc" }],
    take: input.limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
    include: packDetailInclude,
  });
  const items = packs.slice(0, input.limit).map((pack) => toPackDetail(pack, viewer));
  return { items, nextCursor: packs.length > input.limit ? (items[items.length - 1]?.id ?? null) : null };
}
