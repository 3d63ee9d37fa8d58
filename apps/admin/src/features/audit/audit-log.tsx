"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { type AuditAction, useTRPC } from "@wordhall/client";
import { AUDIT_ACTIONS, auditSearchSchema } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { FormSelectField, FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { z } from "zod";
import { QueryState } from "~/components/ui/query-state";
import { humanize } from "~/components/ui/status-badge";
import { formatDateTime } from "~/components/ui/time-ago";
import { AuditWhy } from "./audit-entry";

const ACTIONS = AUDIT_ACTIONS;

// The filters as the audit search checks them; an empty one is no filter. Days come from
// the browser's date picker and are made the API's datetimes by dayBound.
const { targetQuery, actorId } = auditSearchSchema.shape;
const filterSchema = z.object({
  action: z.string(),
  target: targetQuery,
  actor: z.union([z.literal(""), actorId]),
  from: z.string(),
  to: z.string(),
});

/** A day as the start (or end) of that day in UTC, as the API wants it. */
const dayBound = (day: string, end: boolean) =>
  day ? `${day}T${end ? "23:59:59.999" : "00:00:00.000"}Z` : undefined;

/** The append-only log of every moderator and admin action, newest first, with filters kept in the address. */
export function AuditLog() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filters = {
    action: params.get("action") ?? "",
    target: params.get("target") ?? "",
    actor: params.get("actor") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const action = (ACTIONS as readonly string[]).includes(filters.action)
    ? (filters.action as AuditAction)
    : undefined;
  const from = dayBound(filters.from, false);
  const to = dayBound(filters.to, true);
  const log = useInfiniteQuery(
    trpc.admin.audit.search.infiniteQueryOptions(
      {
        limit: 50,
        ...(action ? { action } : {}),
        ...(filters.target ? { targetQuery: filters.target } : {}),
        ...(filters.actor ? { actorId: filters.actor } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const items = log.data?.pages.flatMap((p) => p.items);

  function apply(next: Record<string, string>) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value.trim()) search.set(key, value.trim());
    const query = search.toString();
    router.replace(query ? `${pathname}?${query}` : pathname);
  }

  const form = useSchemaForm(filterSchema, { defaultValues: filters });
  // When the address changes (a search, "Clear filters", back), the fields show the filters in force.
  const address = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are read from the address
  useEffect(() => form.reset(filters), [address]);

  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-4">
      <search>
        <Form
          onSubmit={form.handleSubmit((values) => apply({ ...values, target: values.target ?? "" }))}
          noValidate
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        >
          <FormSelectField
            form={form}
            name="action"
            label="Action"
            options={[
              { value: "", label: "Any action" },
              ...ACTIONS.map((a) => ({ value: a, label: humanize(a) })),
            ]}
          />
          <FormTextField form={form} name="target" label="Target name or id" />
          <FormTextField form={form} name="actor" label="Moderator’s user id" />
          <FormTextField form={form} name="from" label="From (UTC day)" type="date" />
          <FormTextField form={form} name="to" label="To (UTC day)" type="date" />
          <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit">Search the log</Button>
            {filtered ? (
              <Button variant="secondary" onClick={() => apply({})}>
                Clear filters
              </Button>
            ) : null}
          </div>
        </Form>
      </search>
      <QueryState
        query={{ data: items, error: log.error, isPending: log.isPending }}
        label="the audit log"
        isEmpty={(list) => list.length === 0}
        empty={filtered ? "No entry matches these filters." : "Nothing has been done yet."}
      >
        {(list) => (
          <>
            <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Audit log entries, newest first</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      When
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Who
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      What
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Target
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Why
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((e) => (
                    <tr key={e.id} className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                        <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                      </td>
                      <td className="px-3 py-2">
                        <Button
                          variant="link"
                          onClick={() => apply({ ...filters, actor: e.actor.id })}
                          className="text-left text-sky-800"
                          title="Show only this person's actions"
                        >
                          {e.actor.name}
                        </Button>{" "}
                        <span className="text-xs text-slate-600">{e.actor.role}</span>
                      </td>
                      <td className="px-3 py-2">{humanize(e.action)}</td>
                      <td className="px-3 py-2">
                        {e.target.kind} “{e.target.label}”
                      </td>
                      <td className="px-3 py-2 text-slate-800">
                        <AuditWhy entry={e} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={log.isFetchingNextPage}
                onClick={() => log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? "Loading…" : "Load older entries"}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
