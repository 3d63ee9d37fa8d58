"use client";

import { Form } from "@wordhall/ui";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { LimitedTextArea } from "~/components/ui/limited-field";
import { Button, type ButtonTone } from "./button";

/** The label of every note that only moderators read (audit log, dashboard). */
export const NOTE_LABEL = "Note for the audit log — only moderators see this";

/** What the moderator wrote: the note for moderators, and any reason shown to the person. */
export type DialogTexts = { readonly note: string; readonly shown: string };

/**
 * A button that opens a modal asking why. Two texts are never one field: the reason shown
 * to the person the decision is about (`shownLabel`, e.g. the pack's author), when there is
 * one, and the note for the audit log, which only moderators read and may say what that
 * person must not (who reported them, say). Native <dialog>: the browser traps focus,
 * Escape closes it, and focus returns to the button.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  tone = "danger",
  shownLabel,
  noteRequired = !shownLabel,
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
  /** The label of the reason shown to the person; without it the dialog asks for the note only. */
  shownLabel?: string | undefined;
  /** The note is required when it is the only text (default), optional beside a shown reason. */
  noteRequired?: boolean;
  minLength?: number;
  disabled?: boolean;
  /** More fields of the form, above the texts (read back from `fields`). */
  children?: ReactNode;
  /** Resolves when done; a thrown error's message is shown in the dialog. */
  onConfirm: (texts: DialogTexts, fields: FormData) => Promise<unknown>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const texts = {
      note: String(fields.get("note") ?? "").trim(),
      shown: String(fields.get("shown") ?? "").trim(),
    };
    setBusy(true);
    setError(null);
    try {
      await onConfirm(texts, fields);
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
        <Form onSubmit={submit} className="space-y-4 p-5">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <div className="text-sm text-slate-700">{description}</div> : null}
          {children}
          {shownLabel ? (
            <TextArea id={`${id}-shown`} name="shown" label={shownLabel} required minLength={minLength} />
          ) : null}
          <TextArea
            id={`${id}-note`}
            name="note"
            label={noteRequired ? NOTE_LABEL : `${NOTE_LABEL} (optional)`}
            required={noteRequired}
            minLength={noteRequired ? minLength : undefined}
          />
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
        </Form>
      </dialog>
    </>
  );
}

function TextArea({
  id,
  name,
  label,
  required,
  minLength,
}: {
  id: string;
  name: string;
  label: string;
  required: boolean;
  minLength?: number | undefined;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <LimitedTextArea
        limit={500}
        id={id}
        name={name}
        required={required}
        minLength={minLength}
        rows={3}
        className="w-full rounded-md border border-slate-400 px-3 py-2 focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
      />
    </div>
  );
}
