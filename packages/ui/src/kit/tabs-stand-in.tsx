"use client";

import type { ReactNode } from "react";
import { TAB_CLASS, TAB_LIST_CLASS, TAB_PANEL_CLASS } from "./tab-styles";

/**
 * What stands in for `Tabs` (tabs.tsx) while its code, Radix's, has not come: the same tab
 * list and one panel, the chosen tab's, drawn as `Tabs` draws them. A press or the focus on a
 * tab is reported, so the page can fetch the real tabs and start them where this one was
 * (`Tabs`' `first` and `focusFirst`). No arrow keys here: a key that reaches a tab fetches the
 * real ones, which take over within a moment.
 */
export function TabsStandIn({
  tabs,
  label,
  chosen,
  onChoose,
  onFocusTab,
  children,
}: {
  readonly tabs: readonly { readonly id: string; readonly label: ReactNode }[];
  readonly label: string;
  readonly chosen: string;
  readonly onChoose: (id: string) => void;
  readonly onFocusTab: () => void;
  /** The panel shown, whatever the chosen tab: the one the page can draw without the rest. */
  readonly children: ReactNode;
}) {
  const shown = tabs.find((t) => t.id === chosen) ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-label={label} className={TAB_LIST_CLASS}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === chosen}
            data-state={t.id === chosen ? "active" : "inactive"}
            className={TAB_CLASS}
            // On the press, as Radix's tabs choose: the real tabs may take over before the
            // button comes up, and a click split between the two would choose nothing.
            onMouseDown={() => onChoose(t.id)}
            onClick={() => onChoose(t.id)}
            onFocus={onFocusTab}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={typeof shown?.label === "string" ? shown.label : label}
        className={TAB_PANEL_CLASS}
      >
        {children}
      </div>
    </div>
  );
}
