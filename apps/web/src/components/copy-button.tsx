"use client";

import { Button, type ButtonSize, type ButtonVariant } from "@wordhall/ui/kit";
import { useEffect, useState } from "react";

/**
 * The older way, for browsers without the async clipboard (a page over plain http outside
 * localhost has none): a hidden text area, selected and copied. True when the browser says
 * it copied.
 */
function copyBySelection(text: string): boolean {
  // Selecting moves the focus; it goes back to the button afterwards.
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

/**
 * Copies `text` to the clipboard and says so, falling back to a selection copy where the
 * async clipboard is missing or refused. Where both fail it says so, so the player can copy
 * by hand.
 */
export function CopyButton({
  text,
  label = "Copy",
  copiedLabel = "Copied!",
  variant = "secondary",
  size = "md",
  className,
}: {
  readonly text: string;
  readonly label?: string;
  readonly copiedLabel?: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState(copyBySelection(text) ? "copied" : "failed");
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Button variant={variant} size={size} onClick={copy} className={className}>
        {state === "copied" ? copiedLabel : label}
      </Button>
      <span role="status" className="text-sm text-stone-700">
        {state === "failed" ? "Couldn't copy: select the text and copy it yourself." : ""}
      </span>
    </span>
  );
}
