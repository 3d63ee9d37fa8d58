import type { ReactNode } from "react";

/**
 * A page's h1 with an optional line under it and actions to its right (below on phones). Both
 * may be a player's own text (a pack's title, a name), so a long word breaks rather than
 * widen the page.
 */
export function PageTitle({
  children,
  lead,
  actions,
}: {
  readonly children: ReactNode;
  readonly lead?: ReactNode;
  readonly actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <h1 className="font-display text-3xl font-bold tracking-tight wrap-anywhere text-stone-950 sm:text-4xl">
          {children}
        </h1>
        {lead ? <p className="max-w-2xl wrap-anywhere text-stone-700">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
