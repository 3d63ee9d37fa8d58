import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

export const alertVariants = cva("rounded-lg border px-4 py-3 text-sm", {
  variants: {
    tone: {
      error: "border-red-300 bg-red-50 text-red-900",
      info: "border-sky-300 bg-sky-50 text-sky-950",
      success: "border-emerald-300 bg-emerald-50 text-emerald-950",
      warning: "border-amber-300 bg-amber-50 text-amber-950",
    },
  },
  defaultVariants: { tone: "info" },
});

export type AlertTone = NonNullable<VariantProps<typeof alertVariants>["tone"]>;

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
      className={alertVariants({ tone, className })}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
    </div>
  );
}
