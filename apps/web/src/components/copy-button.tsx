"use client";

import { useEffect, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./button";

/**
 * Copies `text` to the clipboard and says so. Where the clipboard is refused (an insecure
 * page, a strict browser) it says that too, so the player can copy by hand.
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
      setState("failed");
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
