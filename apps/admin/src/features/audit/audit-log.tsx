"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { type AuditAction, useTRPC } from "@wordhall/client";
import { AUDIT_ACTIONS } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useId } from "react";
import { LimitedInput } from "~/components/ui/limited-field";
import { QueryState } from "~/components/ui/query-state";
import { humanize } from "~/components/ui/status-badge";
import { formatDateTime } from "~/components/ui/time-ago";
import { AuditWhy } from "./audit-entry";

const ACTIONS = AUDIT_ACTIONS;

const inputClass =
  "w-full rounded-md border border-slate-400 px-3 py-2 focus:border-sky-600 focus:outline-2 focus:outline-sky-600";

/** A day as the start (or end) of that day in UTC, as the API wants it. */
const dayBound = (day: string, end: boolean) =>
  day ? `${day}T${end ? "23:59:59.999" : "00:00:00.000"}Z` : undefined;

/** The append-only log of every moderator and admin action, newest first, with filters kept in the address. */
export function AuditLog() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const id = useId();
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    apply(
      Object.fromEntries(
        ["action", "target", "actor", "from", "to"].map((k) => [k, String(data.get(k) ?? "")]),
      ),
    );
  }

  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-4">
      <search>
        <Form
          onSubmit={onSubmit}
          // Remount when the address changes so the fields show the filters in force.
          key={params.toString()}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-action`} className="block text-sm font-medium">
              Action
            </label>
            <select id={`${id}-action`} name="action" defaultValue={filters.action} className={inputClass}>
              <option value="">Any action</option>
              {ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {humanize(a)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-target`} className="block text-sm font-medium">
              Target name or id
            </label>
            <LimitedInput
              limit={100}
              id={`${id}-target`}
              name="target"
              defaultValue={filters.target}
              className={inputClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-actor`} className="block text-sm font-medium">
              Moderator’s user id
            </label>
            <LimitedInput
              limit={64}
              id={`${id}-actor`}
              name="actor"
              defaultValue={filters.actor}
              className={inputClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-from`} className="block text-sm font-medium">
              From (UTC day)
            </label>
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              defaultValue={filters.from}
              className={inputClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-to`} className="block text-sm font-medium">
              To (UTC day)
            </label>
            <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to} className={inputClass} />
          </div>
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
