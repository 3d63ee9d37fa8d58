import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts `node` in a fresh container of the test's DOM; `unmount` takes it away again. */
export async function mount(node: ReactNode): Promise<{ readonly unmount: () => Promise<void> }> {
  const container = document.createElement("div");
  document.body.append(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/**
 * Runs `step` (a click, a key press) and lets React and Radix settle: Radix moves the focus
 * in timeouts (arrow keys in tabs, the return to the trigger once a dialog has gone), so a
 * turn of the event loop follows the rendering, inside act() too.
 */
export async function settle(step: () => void): Promise<void> {
  await act(async () => {
    step();
  });
  await act(async () => {
    await new Promise((done) => setTimeout(done, 0));
  });
}

export function press(target: EventTarget, key: string): void {
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

export function byText(selector: string, text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.textContent === text);
  if (!found) throw new Error(`no ${selector} saying "${text}"`);
  return found;
}
