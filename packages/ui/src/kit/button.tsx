import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

// A disabled button turns grey instead of fading: opacity took its text below WCAG contrast.
// A busy one keeps its colours (it is disabled only while its action runs), hence the
// disabled looks sit in compound variants that apply only when not busy.
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors select-none " +
    "disabled:cursor-not-allowed",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
        secondary:
          "border border-stone-300 bg-white text-stone-900 shadow-sm hover:bg-stone-100 active:bg-stone-200",
        ghost: "text-stone-800 hover:bg-stone-200/70 active:bg-stone-200",
        danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900",
        success: "bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 active:bg-emerald-900",
        // Each game's own colour for the moves of its table, so a table feels like its game.
        omw: "bg-omw-700 text-white shadow-sm hover:bg-omw-800 active:bg-omw-900",
        buyword: "bg-buyword-700 text-white shadow-sm hover:bg-buyword-800 active:bg-buyword-900",
        // Inline in a sentence or a status line: underlined text with the button's target size.
        link: "min-h-8 px-0 font-semibold underline underline-offset-2 hover:decoration-2",
        // On dark surfaces (the landing's hero, the table display, Oh My Word's table header):
        // the call to action, and the quiet outlined one, with a white focus ring.
        bright: "bg-white text-brand-800 shadow-sm hover:bg-brand-50 active:bg-brand-100",
        inverse: "border border-white/40 text-white hover:bg-white/10 active:bg-white/20",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "min-h-11 px-4 text-base",
        lg: "min-h-12 px-6 text-lg",
        // The caller sizes it (the TV display's larger type; a link in a sentence).
        bare: "",
      },
      busy: { true: "", false: "" },
    },
    compoundVariants: [
      // The focus ring (theme.css draws it): the site's violet, white on the dark surfaces.
      { variant: ["bright", "inverse"], className: "[--focus-ring:white]" },
      {
        busy: false,
        variant: ["primary", "danger", "success", "omw", "buyword", "bright"],
        className: "disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none",
      },
      {
        busy: false,
        variant: "secondary",
        className: "disabled:bg-stone-100 disabled:text-stone-600 disabled:shadow-none",
      },
      { busy: false, variant: ["ghost", "link"], className: "disabled:text-stone-600" },
      { busy: false, variant: "inverse", className: "disabled:border-white/20 disabled:text-stone-300" },
    ],
    defaultVariants: { variant: "primary", size: "md", busy: false },
  },
);

type Looks = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<Looks["variant"]>;
export type ButtonSize = NonNullable<Looks["size"]>;

export type ButtonProps = ComponentProps<"button"> & {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Shows `busyLabel` and disables the button while an action runs. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  /**
   * Gives the looks to the one child instead (a link that must look like a button keeps
   * being a link for assistive tech); `type`, `disabled` and `busy` then do nothing.
   */
  readonly asChild?: boolean;
};

/** The one button of both apps: variants for weight and meaning, sizes for the place. */
export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  busyLabel,
  asChild = false,
  className,
  disabled,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonVariants({ variant, size: variant === "link" ? "bare" : size, busy, className });
  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
