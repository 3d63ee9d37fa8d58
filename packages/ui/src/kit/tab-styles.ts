import { cx } from "./cx";

// The tabs' look, apart from tabs.tsx so that a part drawn before Radix's tabs have loaded
// (the room's panels under a running game) can look the same without loading them.

export const TAB_LIST_CLASS = "flex gap-1 border-b border-stone-200";

/** A tab; the chosen one has `data-state="active"`, as Radix marks it. */
export const TAB_CLASS = cx(
  "-mb-px min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-semibold",
  "border-transparent text-stone-600 hover:text-stone-900",
  "data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
);

/** A tab's panel; the others are `data-state="inactive"` and hidden. */
export const TAB_PANEL_CLASS = "pt-4 data-[state=inactive]:hidden";
