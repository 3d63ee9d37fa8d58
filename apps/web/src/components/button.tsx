import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps } from "react";
import { cx } from "~/lib/cx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 " +
  "disabled:cursor-not-allowed select-none";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
  secondary:
    "border border-stone-300 bg-white text-stone-900 shadow-sm hover:bg-stone-100 active:bg-stone-200",
  ghost: "text-stone-800 hover:bg-stone-200/70 active:bg-stone-200",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900",
};

// A disabled button turns grey instead of fading: opacity took its text below WCAG contrast.
// A busy one keeps its colours (it is disabled only while its action runs).
const disabledLook: Record<ButtonVariant, string> = {
  primary: "disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none",
  secondary: "disabled:bg-stone-100 disabled:text-stone-600 disabled:shadow-none",
  ghost: "disabled:text-stone-600",
  danger: "disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
};

/** The class names of a button, for elements that must look like one (links, labels). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return cx(base, variants[variant], sizes[size], extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Shows the label given here and disables the button while an action runs. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
};

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  busyLabel,
  className,
  disabled,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, cx(busy ? null : disabledLook[variant], className))}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
};

/** A link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant = "primary", size = "md", className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
