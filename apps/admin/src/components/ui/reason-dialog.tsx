"use client";

import { Form } from "@wordhall/ui";
import { FormTextArea, textRuleOf, useSchemaForm } from "@wordhall/ui/fields";
import { Alert, Button, type ButtonVariant } from "@wordhall/ui/kit";
import { Dialog, DialogClose } from "@wordhall/ui/kit/dialog";
import { type ReactNode, useId, useState } from "react";
import { z } from "zod";

/** The label of every note that only moderators read (audit log, dashboard). */
export const NOTE_LABEL = "Note for the audit log — only moderators see this";

/** What the moderator wrote: the note for moderators, and any reason shown to the person. */
export type DialogTexts = { readonly note: string; readonly shown: string };

/**
 * The API's schemas of the two texts, from the procedure the dialog calls (e.g.
 * `packRejectSchema.shape.note`): they say how long each may be and whether it may be empty.
 */
export type DialogSchemas = { readonly note: z.ZodType; readonly shown?: z.ZodType | undefined };

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
  schemas,
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
  /** How the procedure checks the texts; the shown reason's is needed only with `shownLabel`. */
  schemas: DialogSchemas;
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
  const asksShown = Boolean(shownLabel && schemas.shown);
  const form = useSchemaForm(
    z.object({ note: schemas.note, shown: asksShown && schemas.shown ? schemas.shown : z.string() }),
    { defaultValues: { note: "", shown: "" } },
  );
  // A note that may be empty says so in its label (its schema allows no characters).
  const noteOptional = textRuleOf(schemas.note)?.min === 0;

  const submit = form.handleSubmit(async (values, event) => {
    const element = event?.target instanceof HTMLFormElement ? event.target : null;
    const fields = new FormData(element ?? undefined);
    const texts = { note: text(values.note), shown: asksShown ? text(values.shown) : "" };
    setBusy(true);
    setError(null);
    try {
      await onConfirm(texts, fields);
      form.reset();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setError(null);
          form.reset();
        }
      }}
      title={title}
      description={description}
      trigger={
        <Button variant={variant} disabled={disabled}>
          {trigger}
        </Button>
      }
    >
      <Form onSubmit={submit} noValidate className="space-y-4">
        {children}
        {asksShown ? (
          <FormTextArea form={form} name="shown" id={`${id}-shown`} label={shownLabel} required rows={3} />
        ) : null}
        <FormTextArea
          form={form}
          name="note"
          id={`${id}-note`}
          label={noteOptional ? `${NOTE_LABEL} (optional)` : NOTE_LABEL}
          required={!noteOptional}
          rows={3}
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

/** A schema's parsed text: an optional text left empty comes back as null or undefined. */
const text = (value: unknown) => (typeof value === "string" ? value : "");
