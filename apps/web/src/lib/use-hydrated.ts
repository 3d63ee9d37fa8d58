import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once in a
 * component first rendered in the browser). For text only the browser can write, such as a
 * time in the reader's own zone: the first render must match the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
