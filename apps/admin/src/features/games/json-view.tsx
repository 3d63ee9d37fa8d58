/** A value as readable JSON, for what has no better form (raw settings, a finished game's state). */
export function Json({ value, label }: { value: unknown; label: string }) {
  return (
    <section
      aria-label={label}
      // A scrollable region must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md bg-slate-900 p-3 focus:outline-2 focus:outline-sky-600"
    >
      <pre className="text-xs text-slate-100">{JSON.stringify(value, null, 2)}</pre>
    </section>
  );
}
