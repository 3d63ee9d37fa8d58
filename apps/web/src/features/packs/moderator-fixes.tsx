import { count } from "@wordhall/ui";
import { Alert } from "@wordhall/ui/kit";

type Review = {
  readonly decision: string;
  readonly reason: string | null;
  readonly fixes?: readonly { sideIndex: number; categoryIndex: number; from: string; to: string }[];
};

/**
 * After a moderator's "fix and approve": which categories they changed (side, number, before
 * and after) and their note for the author if they left one, so the author can see what
 * their pack now says without comparing it line by line.
 */
export function ModeratorFixes({
  review,
  sides,
}: {
  readonly review: Review | null | undefined;
  readonly sides: readonly { readonly name: string }[];
}) {
  if (review?.decision !== "fixed_and_approved") return null;
  const fixes = review.fixes ?? [];
  return (
    <Alert
      tone="info"
      title={
        fixes.length > 0
          ? `The moderator corrected ${count(fixes.length, "category", "categories")} before approving`
          : "The moderator corrected some categories before approving"
      }
    >
      {fixes.length > 0 ? (
        <ul className="mb-1 space-y-0.5" data-testid="moderator-fixes">
          {fixes.map((f) => (
            <li key={`${f.sideIndex}-${f.categoryIndex}`}>
              {sides[f.sideIndex]?.name ?? `Side ${f.sideIndex + 1}`}, category {f.categoryIndex + 1}: “
              {f.from}” → “{f.to}”
            </li>
          ))}
        </ul>
      ) : null}
      {review.reason ? <p>Their note: {review.reason}</p> : null}
    </Alert>
  );
}
