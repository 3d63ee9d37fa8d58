import type { Db } from "@wordhall/db";

export type PackSummary = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly language: string;
  readonly sides: readonly { readonly name: string; readonly categories: readonly string[] }[];
};

export async function listBuiltInPacks(db: Db): Promise<PackSummary[]> {
  const packs = await db.categoryPack.findMany({
    where: { builtIn: true, status: "approved" },
    orderBy: { createdAt: "asc" },
    include: { sides: { orderBy: { position: "asc" } } },
  });
  return packs.map((pack) => ({
    id: pack.id,
    title: pack.title,
    description: pack.description,
    language: pack.language,
    sides: pack.sides.map((side) => ({ name: side.name, categories: side.categories })),
  }));
}
