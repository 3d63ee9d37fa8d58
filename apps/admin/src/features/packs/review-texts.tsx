/**
 * A decision's two texts, each named for who reads it: the reason the author was shown, and
 * the note only moderators see.
 */
export function ReviewTexts({
  reasonForAuthor,
  note,
}: {
  reasonForAuthor: string | null;
  note: string | null;
}) {
  if (!reasonForAuthor && !note) return null;
  return (
    <dl className="mt-1 space-y-0.5 text-slate-700">
      {reasonForAuthor ? (
        <div>
          <dt className="inline font-medium">Shown to the author: </dt>
          <dd className="inline">“{reasonForAuthor}”</dd>
        </div>
      ) : null}
      {note ? (
        <div>
          <dt className="inline font-medium">Moderators’ note: </dt>
          <dd className="inline">“{note}”</dd>
        </div>
      ) : null}
    </dl>
  );
}
