"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { count } from "@wordhall/ui";
import Link from "next/link";
import { QueryState } from "~/components/ui/query-state";
import { StatusBadge } from "~/components/ui/status-badge";
import { TimeAgo } from "~/components/ui/time-ago";

/** Submitted packs, oldest first: the first in is the first decided. */
export function PackQueue() {
  const trpc = useTRPC();
  const queue = useQuery({ ...trpc.admin.packs.queue.queryOptions(), refetchInterval: 30_000 });
  return (
    <QueryState
      query={queue}
      label="the pack queue"
      isEmpty={(q) => q.items.length === 0}
      empty="No packs are waiting for review."
    >
      {(q) => (
        <div className="space-y-2">
          <p className="text-sm text-slate-700" aria-live="polite">
            {`${count(q.total, "pack is", "packs are")} waiting.`}
            {q.total > q.items.length ? ` The oldest ${q.items.length} are listed.` : ""}
          </p>
          <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Packs waiting for review, oldest first</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Pack
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Author
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Submitted
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Sides
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    History
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.items.map((item) => (
                  <tr key={item.id} className="border-t border-slate-100 hover:bg-slate-50">
                    <th scope="row" className="px-3 py-2 font-medium">
                      <Link href={`/packs/${item.id}`} className="text-sky-800 underline">
                        {item.title}
                      </Link>
                      <span className="ml-2 text-xs font-normal text-slate-600">
                        revision {item.revision} · {item.language}
                      </span>
                    </th>
                    <td className="px-3 py-2">
                      {item.author ? (
                        <Link href={`/users/${item.author.id}`} className="underline">
                          {item.author.name}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <TimeAgo at={item.submittedAt} />
                    </td>
                    <td className="px-3 py-2 tabular-nums">{item.sides}</td>
                    <td className="space-x-1 px-3 py-2">
                      {item.previousDecision ? (
                        <StatusBadge
                          status={item.previousDecision.decision}
                          label={`Resubmitted after: ${item.previousDecision.decision.replaceAll("_", " ")}`}
                        />
                      ) : (
                        <StatusBadge status="draft" label="First submission" />
                      )}
                      {item.openReports ? (
                        <StatusBadge status="rejected" label={count(item.openReports, "open report")} />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </QueryState>
  );
}
