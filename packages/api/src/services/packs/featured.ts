import type { Db } from "@wordhall/db";
import type { Viewer } from "./pack-access";
import { type PackDetail, packDetailInclude, toPackDetail } from "./pack-detail";

/** How many packs the lobby's featured shelf shows. */
const SHELF = 12;

/** Published packs moderators featured, for the web lobby; most recently changed first. */
export async function featuredPacks(db: Db, viewer: Viewer): Promise<PackDetail[]> {
  const packs = await db.categoryPack.findMany({
    where: { featured: true, status: "approved", OR: [{ visibility: "public" }, { builtIn: true }] },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: SHELF,
    include: packDetailInclude,
  });
  return packs.map((pack) => toPackDetail(pack, viewer));
}
