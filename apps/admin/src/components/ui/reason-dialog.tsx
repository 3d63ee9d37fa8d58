"use client";

import { Form } from "@wordhall/ui";
import { Alert, Button, type ButtonVariant } from "@wordhall/ui/kit";
import { Dialog, DialogClose } from "@wordhall/ui/kit/dialog";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { LimitedTextArea } from "~/components/ui/limited-field";

/** The label of every note that only moderators read (audit log, dashboard). */
export const NOTE_LABEL = "Note for the audit log — only moderators see this";

/** What the moderator wrote: the note for moderators, and any reason shown to the person. */
export type DialogTexts = { readonly note: string; readonly shown: string };

/**
 * A button that opens a modal asking why. Two texts are never one field: the reason shown
 * to the person the decision is about (`shownLabel`, e.g. the pack's author), when there is
 * one, and the note for the audit log, which only moderators read and may say what that
 * person must not (who reported them, say). The kit's Dialog traps focus, closes on Escape
 * and returns focus to the button; closing it forgets what was typed.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  variant = "danger",
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
  variant?: ButtonVariant;
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
  const id = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const texts = {
      note: String(fields.get("note") ?? "").trim(),
      shown: String(fields.get("shown") ?? "").trim(),
    };
    setBusy(true);
    setError(null);
    try {
      await onConfirm(texts, fields);
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      title={title}
      description={description}
      trigger={
        <Button variant={variant} disabled={disabled}>
          {trigger}
        </Button>
      }
    >
      <Form onSubmit={submit} className="space-y-4">
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
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant={variant} busy={busy} busyLabel="Working…">
            {confirmLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
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
