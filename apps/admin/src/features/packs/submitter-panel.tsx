import Link from "next/link";
import { humanize, StatusBadge } from "~/components/ui/status-badge";
import { TimeAgo } from "~/components/ui/time-ago";
import type { Outputs } from "~/lib/api-types";
import { ReviewTexts } from "./review-texts";

type Submitter = NonNullable<Outputs["admin"]["packs"]["get"]["submitter"]>;

/** Who submitted the pack and how their earlier packs and reports went. */
export function SubmitterPanel({ submitter }: { submitter: Submitter }) {
  const decisions = Object.entries(submitter.decisions);
  return (
    <div className="space-y-3 text-sm">
      <p>
        <Link href={`/users/${submitter.id}`} className="font-medium text-sky-800 underline">
          {submitter.name}
        </Link>{" "}
        <StatusBadge status={submitter.role} />{" "}
        {submitter.suspended ? <StatusBadge status="suspended" /> : null}
        <br />
        <span className="text-slate-600">
          joined <TimeAgo at={submitter.joinedAt} />
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-slate-600">Decisions on their packs</dt>
          <dd>
            {decisions.length
              ? decisions.map(([decision, n]) => `${n} ${humanize(decision).toLowerCase()}`).join(", ")
              : "none yet"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Reports against them</dt>
          <dd>
            {submitter.reportsAgainst.open} open of {submitter.reportsAgainst.total}
          </dd>
        </div>
      </dl>
      {submitter.otherPacks.length ? (
        <div>
          <h3 className="font-medium">Their other packs</h3>
          <ul className="mt-1 space-y-1">
            {submitter.otherPacks.slice(0, 10).map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2">
                <Link href={`/packs/${p.id}`} className="underline">
                  {p.title}
                </Link>
                <StatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-slate-600">This is their only pack.</p>
      )}
      {submitter.recentReviews.length ? (
        <div>
          <h3 className="font-medium">Recent decisions</h3>
          <ul className="mt-1 space-y-1">
            {submitter.recentReviews.slice(0, 5).map((r) => (
              <li key={r.id}>
                <StatusBadge status={r.decision} /> {r.packTitle}, <TimeAgo at={r.at} />
                <ReviewTexts reasonForAuthor={r.reasonForAuthor} note={r.note} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
