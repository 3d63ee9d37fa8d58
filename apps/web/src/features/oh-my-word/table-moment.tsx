/** A moment everyone should notice: the timer going off, or a reverse tile. */
export type Moment = { readonly kind: "time" | "reverse"; readonly text: string; readonly key: number };

/**
 * A big, brief banner over the table. It is announced assertively, and it never blocks a
 * click: it lets pointer events through and fades by itself.
 */
export function TableMoment({ moment }: { readonly moment: Moment | null }) {
  return (
    <div
      aria-live="assertive"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-1/3 z-40 grid place-items-center px-4"
    >
      {moment ? (
        <p
          key={moment.key}
          className={`rounded-3xl px-8 py-5 text-center font-display text-3xl font-black shadow-2xl sm:text-5xl ${
            moment.kind === "time" ? "bg-rose-700 text-white" : "bg-sky-800 text-white"
          }`}
        >
          {moment.text}
        </p>
      ) : null}
    </div>
  );
}
