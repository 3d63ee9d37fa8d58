"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import { type ReactNode, useEffect, useRef } from "react";
import { TAB_CLASS, TAB_LIST_CLASS, TAB_PANEL_CLASS } from "./tab-styles";

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
  first = tabs[0]?.id,
  focusFirst = false,
}: {
  readonly tabs: readonly Tab[];
  readonly label: string;
  readonly className?: string;
  /** The tab chosen at first (the first one unless said). */
  readonly first?: string | undefined;
  /** Give the chosen tab the focus as the tabs mount (they replace a stand-in that had it). */
  readonly focusFirst?: boolean;
}) {
  const list = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the focus handed over at mounting
  useEffect(() => {
    if (focusFirst) list.current?.querySelector<HTMLElement>('[data-state="active"]')?.focus();
  }, []);
  return (
    <RadixTabs.Root defaultValue={first} className={className}>
      <RadixTabs.List ref={list} aria-label={label} className={TAB_LIST_CLASS}>
        {tabs.map((t) => (
          <RadixTabs.Trigger key={t.id} value={t.id} className={TAB_CLASS}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        // forceMount keeps the panel alive; the class hides it (Radix leaves it visible).
        <RadixTabs.Content key={t.id} value={t.id} forceMount className={TAB_PANEL_CLASS}>
          {t.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
