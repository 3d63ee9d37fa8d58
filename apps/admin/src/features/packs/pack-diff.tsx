import { formatDateTime, TimeAgo } from "~/components/ui/time-ago";
import type { Outputs } from "~/lib/api-types";
import { ReviewTexts } from "./review-texts";

type Changes = NonNullable<Outputs["admin"]["packs"]["get"]["changesSinceLastReview"]>;

function FromTo({ from, to }: { from: string; to: string }) {
  return (
    <>
      <del className="rounded bg-red-50 px-1 text-red-900">{from || "(empty)"}</del>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> changed to </span>
      <ins className="rounded bg-emerald-50 px-1 text-emerald-900 no-underline">{to || "(empty)"}</ins>
    </>
  );
}

/** What the author changed since the last decision, field by field and category by category. */
export function PackDiff({ changes }: { changes: Changes }) {
  const { diff, review } = changes;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-700">
        Compared with revision {review.revision}, which {review.reviewer?.name ?? "a moderator"}{" "}
        {review.decision.replaceAll("_", " ")} <TimeAgo at={review.at} /> ({formatDateTime(review.at)}) .
      </p>
      <ReviewTexts reasonForAuthor={review.reasonForAuthor} note={review.note} />
      {diff.unchanged ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          Nothing changed: the author resubmitted the same content.
        </p>
      ) : (
        <ul className="space-y-2">
          {diff.title ? (
            <li>
              Title: <FromTo from={diff.title.from} to={diff.title.to} />
            </li>
          ) : null}
          {diff.description ? (
            <li>
              Description: <FromTo from={diff.description.from} to={diff.description.to} />
            </li>
          ) : null}
          {diff.language ? (
            <li>
              Language: <FromTo from={diff.language.from} to={diff.language.to} />
            </li>
          ) : null}
          {diff.sides.map((side) => (
            <li key={`${side.sideIndex}-${side.change}`}>
              <span className="font-medium">Side {side.sideIndex + 1}</span>
              {side.change === "added" ? (
                <> added: “{side.name}”</>
              ) : side.change === "removed" ? (
                <> removed: “{side.name}”</>
              ) : (
                <>
                  {side.name ? (
                    <>
                      {" "}
                      renamed: <FromTo from={side.name.from} to={side.name.to} />
                    </>
                  ) : null}
                  {side.categories.length ? (
                    <ul className="mt-1 ml-4 list-disc space-y-1">
                      {side.categories.map((c) => (
                        <li key={c.categoryIndex}>
                          Category {c.categoryIndex + 1}: <FromTo from={c.from} to={c.to} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
