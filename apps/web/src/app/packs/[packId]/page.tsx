import { count } from "@wordhall/ui";
import type { Metadata } from "next";
import { PackPage } from "~/features/packs/pack-page";
import { fetchForPage, HydratedQueries, serverApi } from "~/lib/server-api";

type Props = { readonly params: Promise<{ packId: string }> };

const packQuery = (id: string) => serverApi().trpc.packs.get.queryOptions({ id });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { packId } = await params;
  // The same query as the page's, so it is fetched once for both.
  const { data: pack } = await fetchForPage(packQuery(packId));
  if (!pack) return { title: "Category pack" };
  const sides = pack.sides.map((s) => s.name).join(", ");
  return {
    title: pack.title,
    description:
      pack.description || `A category pack for Oh My Word: ${count(pack.sides.length, "side")} (${sides}).`,
  };
}

export default async function PackDetailPage({ params }: Props) {
  const { packId } = await params;
  // The pack as this visitor may see it (their own draft too), and who they are, for Edit and Report.
  const [pack] = await Promise.all([
    fetchForPage(packQuery(packId)),
    fetchForPage(serverApi().trpc.me.get.queryOptions()),
  ]);
  return (
    <div className="mx-auto max-w-5xl">
      <HydratedQueries>
        <PackPage packId={packId} refusal={pack.refusal} />
      </HydratedQueries>
    </div>
  );
}
