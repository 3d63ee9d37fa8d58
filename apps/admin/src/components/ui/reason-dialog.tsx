"use client";

import { Form, FormTextArea, textRuleOf, useSchemaForm } from "@wordhall/ui";
import { type ReactNode, useId, useRef, useState } from "react";
import { z } from "zod";
import { Button, type ButtonTone } from "./button";

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
  schemas,
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
  /** How the procedure checks the texts; the shown reason's is needed only with `shownLabel`. */
  schemas: DialogSchemas;
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
      element?.reset();
      form.reset();
      dialog.current?.close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  });

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
        <Form onSubmit={submit} noValidate className="space-y-4 p-5">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <div className="text-sm text-slate-700">{description}</div> : null}
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

/** A schema's parsed text: an optional text left empty comes back as null or undefined. */
const text = (value: unknown) => (typeof value === "string" ? value : "");
