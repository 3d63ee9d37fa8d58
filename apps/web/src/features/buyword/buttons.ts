// The table's button looks, so every decision reads the same way.
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:bg-stone-400";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 shadow-sm hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-700 disabled:cursor-not-allowed disabled:text-stone-400";
export const panel = "rounded-lg border border-stone-200 bg-white p-4 shadow-sm";
