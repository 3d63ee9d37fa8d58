import type { Db } from "@wordhall/db";

/** How many packs the lobby's featured shelf shows: a short list beside the open rooms. */
const SHELF = 6;

/**
 * A featured pack as the lobby lists it. Only what a one-line entry shows: the lobby is the
 * page players land on, so it doesn't carry every category of every side (the pack's own
 * page does).
 */
export type FeaturedPack = {
  readonly id: string;
  readonly title: string;
  readonly language: string;
  readonly builtIn: boolean;
  readonly author: { readonly id: string; readonly name: string } | null;
  readonly sideNames: readonly string[];
};

/** Published packs moderators featured, for the web lobby; most recently changed first. */
export async function featuredPacks(db: Db): Promise<FeaturedPack[]> {
  const packs = await db.categoryPack.findMany({
    where: { featured: true, status: "approved", OR: [{ visibility: "public" }, { builtIn: true }] },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: SHELF,
    select: {
      id: true,
      title: true,
      language: true,
      builtIn: true,
      owner: { select: { id: true, name: true } },
      sides: { orderBy: { position: "asc" }, select: { name: true } },
    },
  });
  return packs.map((pack) => ({
    id: pack.id,
    title: pack.title,
    language: pack.language,
    builtIn: pack.builtIn,
    author: pack.owner,
    sideNames: pack.sides.map((s) => s.name),
  }));
}
