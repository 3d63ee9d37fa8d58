"use client";

import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button, type ButtonTone } from "./button";

/**
 * A button that opens a modal asking why (the reason goes to the audit log and, where it
 * concerns them, to the player). Native <dialog>: the browser traps focus, Escape closes
 * it, and focus returns to the button.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  tone = "danger",
  reasonLabel = "Reason",
  minLength = 3,
  disabled,
  children,
  onConfirm,
}: {
  trigger: string;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: ButtonTone;
  reasonLabel?: string;
  minLength?: number;
  disabled?: boolean;
  /** More fields of the form, above the reason (read back from `fields`). */
  children?: ReactNode;
  /** Resolves when done; a thrown error's message is shown in the dialog. */
  onConfirm: (reason: string, fields: FormData) => Promise<unknown>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const reason = String(fields.get("reason") ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason, fields);
      form.reset();
      dialog.current?.close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button tone={tone} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {trigger}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
        onClose={() => setError(null)}
      >
        <form onSubmit={submit} className="space-y-4 p-5">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <div className="text-sm text-slate-700">{description}</div> : null}
          {children}
          <div className="space-y-1">
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
              {reasonLabel}
            </label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              required
              minLength={minLength}
              maxLength={500}
              rows={3}
              className="w-full rounded-md border border-slate-400 px-3 py-2 focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
            />
          </div>
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button tone="quiet" onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button type="submit" tone={tone} disabled={busy}>
              {busy ? "Working…" : confirmLabel}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
