import { Alert } from "@wordhall/ui/kit";
import type { ReactNode } from "react";

type QueryLike<T> = {
  readonly data: T | undefined;
  readonly error: { readonly message: string } | null;
  readonly isPending: boolean;
};

/**
 * Loading, failure and empty states of one query, said the same way on every page; the
 * message of a refused call (a moderator opening an admin-only view) is the server's own.
 */
export function QueryState<T>({
  query,
  label,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <Alert tone="error">
        Could not load {label}: {query.error.message}
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading {label}…
      </p>
    );
  }
  if (isEmpty?.(query.data)) {
    return <p className="text-sm text-slate-600">{empty ?? `No ${label}.`}</p>;
  }
  return <>{children(query.data)}</>;
}
