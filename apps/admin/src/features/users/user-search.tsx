"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { userSearchSchema } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { z } from "zod";
import { QueryState } from "~/components/ui/query-state";
import { StatusBadge } from "~/components/ui/status-badge";
import { TimeAgo } from "~/components/ui/time-ago";

// The search as users.search checks it.
const searchFormSchema = z.object({ q: userSearchSchema.shape.query });

/** Find people by name, e-mail or id; the query lives in the address, so a search can be shared. */
export function UserSearch() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const query = params.get("q") ?? "";
  const form = useSchemaForm(searchFormSchema, { defaultValues: { q: query } });
  const users = useInfiniteQuery(
    trpc.admin.users.search.infiniteQueryOptions(
      { query, limit: 50 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const items = users.data?.pages.flatMap((p) => p.items);

  const onSubmit = form.handleSubmit(({ q }) =>
    router.replace(q ? `${pathname}?q=${encodeURIComponent(q)}` : pathname),
  );

  return (
    <div className="space-y-4">
      <search>
        <Form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
          <FormTextField
            form={form}
            name="q"
            label="Name, e-mail or user id"
            type="search"
            fieldClassName="min-w-64 flex-1"
          />
          <Button type="submit" className="mt-6">
            Search
          </Button>
        </Form>
      </search>
      <QueryState
        query={{ data: items, error: users.error, isPending: users.isPending }}
        label="people"
        isEmpty={(list) => list.length === 0}
        empty={query ? `Nobody matches “${query}”.` : "No accounts yet."}
      >
        {(list) => (
          <>
            <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  {query ? `People matching “${query}”` : "Everyone, by name"}
                </caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      E-mail
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Role
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Joined
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((u) => (
                    <tr key={u.id} className="border-t border-slate-100 hover:bg-slate-50">
                      <th scope="row" className="px-3 py-2 font-medium">
                        <Link href={`/users/${u.id}`} className="text-sky-800 underline">
                          {u.name}
                        </Link>
                      </th>
                      <td className="px-3 py-2 break-all">{u.email}</td>
                      <td className="space-x-1 px-3 py-2">
                        <StatusBadge status={u.role} />
                        {u.suspended ? <StatusBadge status="suspended" /> : null}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <TimeAgo at={u.joinedAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {users.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={users.isFetchingNextPage}
                onClick={() => users.fetchNextPage()}
              >
                {users.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
