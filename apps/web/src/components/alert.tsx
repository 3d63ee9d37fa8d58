import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { errorMessage } from "~/lib/error-message";

export type AlertTone = "error" | "info" | "success" | "warning";

const tones: Record<AlertTone, string> = {
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-950",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
};

/**
 * A message box. Errors and warnings are announced at once (role="alert"); the others
 * politely (role="status").
 */
export function Alert({
  tone = "info",
  title,
  children,
  className,
}: {
  readonly tone?: AlertTone;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}) {
  return (
    <div
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={cx("rounded-lg border px-4 py-3 text-sm", tones[tone], className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
    </div>
  );
}

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
