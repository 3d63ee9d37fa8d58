import { Alert } from "@wordhall/ui/kit";
import type { ReactNode } from "react";
import { errorMessage } from "~/lib/error-message";

/** Shows what failed as one plain sentence (nothing when there is no error). */
export function ErrorMessage({
  error,
  title,
  className,
}: {
  readonly error: unknown;
  readonly title?: ReactNode;
  readonly className?: string;
}) {
  if (error === null || error === undefined || error === false) return null;
  return (
    <Alert tone="error" title={title} className={className}>
      {errorMessage(error)}
    </Alert>
  );
}
