import type { Metadata } from "next";
import { PlayerProfile } from "~/features/profile/player-profile";
import { fetchForPage, HydratedQueries, serverApi } from "~/lib/server-api";

type Props = { readonly params: Promise<{ userId: string }> };

const profileQuery = (userId: string) => serverApi().trpc.profile.get.queryOptions({ userId });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { userId } = await params;
  // The same query as the page's, so it is fetched once for both.
  const { data: profile } = await fetchForPage(profileQuery(userId));
  if (!profile) return { title: "Player" };
  return {
    title: profile.name,
    description: `${profile.name} on Wordhall: ratings in Oh My Word and BuyWord and the latest finished games.`,
  };
}

export default async function PlayerPage({ params }: Props) {
  const { userId } = await params;
  // The profile, and who is looking (their own profile links to the full history, others' to Report).
  const [profile] = await Promise.all([
    fetchForPage(profileQuery(userId)),
    fetchForPage(serverApi().trpc.me.get.queryOptions()),
  ]);
  return (
    <div className="mx-auto max-w-5xl">
      <HydratedQueries>
        <PlayerProfile userId={userId} refusal={profile.refusal} />
      </HydratedQueries>
    </div>
  );
}
