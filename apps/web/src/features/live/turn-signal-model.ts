// What the tab shows when a game waits on you: pure, so the wording and the icon are tested
// without a browser.

/** The tab title while a game is open: "● Your turn · <page>" when it waits on you. */
export function turnTitle(base: string, yours: boolean): string {
  const plain = base.replace(/^● Your turn · /, "");
  return yours ? `● Your turn · ${plain}` : plain;
}

/** The site's tile with a red dot: the favicon while it is your turn. */
export const YOUR_TURN_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="2" y="2" width="60" height="60" rx="14" fill="#6d28d9"/><rect x="10" y="10" width="44" height="44" rx="9" fill="#fde68a"/><path d="M17 20h6l4 17 5-17h0l5 17 4-17h6l-7.5 25h-5L32 29l-4.5 16h-5z" fill="#4c1d95"/><circle cx="48" cy="16" r="14" fill="#dc2626" stroke="#fff" stroke-width="4"/></svg>',
)}`;

/** Where the opt-in for turn notifications is remembered, per browser. */
export const NOTIFY_KEY = "wordhall:notify-turns";
