import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

export const badgeVariants = cva(
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      tone: {
        neutral: "bg-stone-200 text-stone-800",
        brand: "bg-brand-100 text-brand-900",
        omw: "bg-omw-100 text-omw-900",
        buyword: "bg-buyword-100 text-buyword-900",
        info: "bg-sky-100 text-sky-900",
        success: "bg-emerald-100 text-emerald-900",
        warning: "bg-amber-100 text-amber-900",
        danger: "bg-red-100 text-red-900",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

/** A small label: a game's name, a status, a count. */
export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  readonly tone?: BadgeTone;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return <span className={badgeVariants({ tone, className })}>{children}</span>;
}
