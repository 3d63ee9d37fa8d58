"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { cva } from "class-variance-authority";
import type { ReactNode } from "react";

const overlay = cva("fixed inset-0 z-50", {
  variants: { look: { panel: "bg-stone-950/50", screen: "bg-stone-950" } },
});

const content = cva("fixed z-50 overflow-y-auto outline-none", {
  variants: {
    look: {
      panel:
        "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 " +
        "-translate-y-1/2 space-y-4 rounded-2xl border border-stone-300 bg-white p-5 text-stone-900 shadow-xl",
      screen: "inset-0 h-dvh w-screen bg-stone-950 text-white",
    },
  },
});

export type DialogProps = {
  readonly title: ReactNode;
  /** A sentence under the title; it becomes the dialog's accessible description. */
  readonly description?: ReactNode;
  /** The control that opens it (one element, usually a Button); focus returns to it on close. */
  readonly trigger?: ReactNode;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** `panel`: a box over the dimmed page; `screen`: the whole viewport (the title is then only read). */
  readonly look?: "panel" | "screen";
  /** False: neither Escape nor a click outside closes it, only what the content offers. */
  readonly dismissible?: boolean;
  /** An alert dialog (role="alertdialog"): a question that interrupts, such as "Remove it?". */
  readonly alert?: boolean;
  /** The dialog itself takes the focus when it opens, not its first control (no ring at rest). */
  readonly focusItself?: boolean;
  readonly className?: string;
  readonly testId?: string;
  readonly children: ReactNode;
};

/**
 * A modal dialog on Radix's: the page behind is inert and focus stays inside, Escape closes
 * it (unless not `dismissible`), it is named by its title and described by its description,
 * and focus goes back to the trigger afterwards. The content mounts only while open, so
 * what was typed is gone when it closes.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  look = "panel",
  dismissible = true,
  focusItself = false,
  alert = false,
  className,
  testId,
  children,
}: DialogProps) {
  const prevent = (event: Event) => event.preventDefault();
  const rootState = {
    ...(open === undefined ? {} : { open }),
    ...(defaultOpen === undefined ? {} : { defaultOpen }),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
  return (
    <RadixDialog.Root {...rootState}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay({ look })} />
        <RadixDialog.Content
          className={content({ look, className })}
          data-testid={testId}
          {...(alert ? { role: "alertdialog" } : {})}
          // Without a description Radix would point aria-describedby at nothing (and warn).
          {...(description ? {} : { "aria-describedby": undefined })}
          {...(dismissible ? {} : { onEscapeKeyDown: prevent, onPointerDownOutside: prevent })}
          {...(focusItself
            ? {
                tabIndex: -1,
                onOpenAutoFocus: (event: Event) => {
                  event.preventDefault();
                  (event.currentTarget as HTMLElement | null)?.focus();
                },
              }
            : {})}
        >
          <RadixDialog.Title
            className={look === "screen" ? "sr-only" : "text-xl font-semibold text-stone-950"}
          >
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="text-sm text-stone-700">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button inside the dialog so that pressing it closes the dialog. */
export function DialogClose({ children }: { readonly children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
