import type { Page } from "@playwright/test";

/**
 * Starts counting the page's layout shifts (the browser's own `layout-shift` entries, those
 * not caused by the reader's input), from its next load on; the returned function gives what
 * moved so far, each as its score and the elements that moved. Lighthouse scores the same
 * entries as cumulative layout shift.
 */
export async function layoutShifts(page: Page): Promise<() => Promise<{ score: number; moved: string[] }[]>> {
  await page.addInitScript(() => {
    const shifts: { score: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => {
          const node = s.node as Element | null | undefined;
          if (!node || !("tagName" in node)) return "(text)";
          const label = node.getAttribute("aria-labelledby") ?? node.getAttribute("data-testid") ?? "";
          return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ""}.${String(node.className).split(" ").slice(0, 3).join(".")}`;
        });
        shifts.push({ score: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __shifts: { score: number; moved: string[] }[] }).__shifts);
}
