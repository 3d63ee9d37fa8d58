import type { ReactNode } from "react";

/** One step of a guide: a numbered heading, the rule in a few sentences, and its picture. */
export function GuideStep({
  n,
  title,
  children,
  figure,
}: {
  readonly n: number;
  readonly title: string;
  readonly children: ReactNode;
  readonly figure?: ReactNode;
}) {
  const id = `step-${n}`;
  return (
    <section aria-labelledby={id} className="grid items-start gap-4 md:grid-cols-[1fr_16rem]">
      <div className="space-y-2">
        <h2 id={id} className="flex items-baseline gap-3 font-display text-2xl font-bold">
          <span aria-hidden="true" className="text-stone-400">
            {n}
          </span>
          {title}
        </h2>
        <div className="space-y-2 text-stone-800 leading-relaxed">{children}</div>
      </div>
      {figure}
    </section>
  );
}
