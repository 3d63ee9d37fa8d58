"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";

/**
 * Whether someone is signed in, as early as the page can know it: the session once the browser
 * has it, and until then what the page's server saw (`me.get` in the query cache, where a page
 * drawn on the server fetched it, as the lobby does). A part that looks different signed in
 * and out is then drawn right in the server's HTML and at hydration, instead of changing size
 * under the reader when the session arrives. `pending` only where neither has answered.
 */
export function useSignedInNow(): { readonly pending: boolean; readonly signedIn: boolean } {
  const session = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  if (!session.isPending) return { pending: false, signedIn: Boolean(session.data?.user) };
  const seenByServer = queryClient.getQueryData(trpc.me.get.queryKey());
  if (seenByServer === undefined) return { pending: true, signedIn: false };
  return { pending: false, signedIn: seenByServer !== null };
}
