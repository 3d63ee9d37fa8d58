"use client";

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cx } from "~/lib/cx";

export type Tab = { readonly id: string; readonly label: ReactNode; readonly panel: ReactNode };

/**
 * Tabs as the ARIA pattern has them: a tablist of buttons (arrow keys, Home and End move
 * between them), one panel shown. Panels stay mounted, hidden, so a chat keeps its stream and
 * what was typed.
 */
export function Tabs({
  tabs,
  label,
  className,
}: {
  readonly tabs: readonly Tab[];
  readonly label: string;
  readonly className?: string;
}) {
  const base = useId();
  const [active, setActive] = useState(tabs[0]?.id ?? "");
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      e.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    const tab = tabs[to];
    if (!tab) return;
    setActive(tab.id);
    buttons.current[to]?.focus();
  };
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-stone-200">
        {tabs.map((t, i) => {
          const selected = t.id === active;
          return (
            <button
              key={t.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(t.id)}
              onKeyDown={(e) => move(e, i)}
              className={cx(
                "-mb-px min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-semibold",
                selected
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-stone-600 hover:text-stone-900",
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== active}
          className="pt-4"
        >
          {t.panel}
        </div>
      ))}
    </div>
  );
}
