"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { cx } from "./cx";

export type Tab = { readonly id: string; readonly label: ReactNode; readonly panel: ReactNode };

/**
 * Tabs as the ARIA pattern has them, on Radix's: a tablist of buttons (arrow keys, Home and
 * End move between them and choose), one panel shown. Every panel stays mounted, hidden
 * while not chosen, so a chat keeps its stream and what was typed.
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
  return (
    <RadixTabs.Root defaultValue={tabs[0]?.id} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 border-b border-stone-200">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.id}
            value={t.id}
            className={cx(
              "-mb-px min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-semibold",
              "border-transparent text-stone-600 hover:text-stone-900",
              "data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
            )}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        // forceMount keeps the panel alive; the class hides it (Radix leaves it visible).
        <RadixTabs.Content key={t.id} value={t.id} forceMount className="pt-4 data-[state=inactive]:hidden">
          {t.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
