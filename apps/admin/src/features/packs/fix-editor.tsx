"use client";

import { packFixAndApproveSchema } from "@wordhall/client/contract";
import { count, cx, Form } from "@wordhall/ui";
import { FormTextArea, FormTextField, useSchemaForm, useWatch } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { z } from "zod";
import { NOTE_LABEL } from "~/components/ui/reason-dialog";
import { REASON_FOR_AUTHOR } from "./pack-actions";

type Side = { readonly position: number; readonly name: string; readonly categories: readonly string[] };
export type CategoryFix = { sideIndex: number; categoryIndex: number; text: string };

// Every category as fixAndApprove checks a fix's text, and its reason and note as it checks them.
const { fixes, reasonForAuthor, note } = packFixAndApproveSchema.shape;
const fixFormSchema = z.object({ sides: z.array(z.array(fixes.element.shape.text)), reasonForAuthor, note });

/** The categories that differ from the pack's (as the schema trimmed them). */
function changedCategories(sides: readonly Side[], values: readonly (readonly string[])[]): CategoryFix[] {
  return values.flatMap((categories, sideIndex) =>
    categories.flatMap((text, categoryIndex) =>
      text.trim() !== sides[sideIndex]?.categories[categoryIndex] ? [{ sideIndex, categoryIndex, text }] : [],
    ),
  );
}

/**
 * Every category of every side as a text field, for correcting a typo before approving.
 * Only the fields that changed are sent; the server checks them as it checks an author's edit.
 */
export function FixEditor({
  sides,
  busy,
  onCancel,
  onSubmit,
}: {
  sides: readonly Side[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (fixes: CategoryFix[], texts: { reasonForAuthor: string; note: string }) => void;
}) {
  const form = useSchemaForm(fixFormSchema, {
    defaultValues: { sides: sides.map((s) => [...s.categories]), reasonForAuthor: "", note: "" },
  });
  const values = useWatch({ control: form.control, name: "sides" });
  const pending = changedCategories(sides, values).length;

  const submit = form.handleSubmit((parsed) => {
    const found = changedCategories(sides, parsed.sides);
    if (found.length > 0)
      onSubmit(found, { reasonForAuthor: parsed.reasonForAuthor ?? "", note: parsed.note ?? "" });
  });

  return (
    <Form onSubmit={submit} noValidate className="space-y-4" aria-label="Fix categories and approve">
      <p className="text-sm text-slate-700">
        Correct the categories that need it, then approve. The pack is published as corrected; the author
        reads the reason shown to them in My boards, never the note.
      </p>
      {sides.map((side, sideIndex) => (
        <fieldset key={side.position} className="rounded-xl border border-amber-200 bg-amber-50 p-3">
          <legend className="px-1 text-sm font-semibold text-amber-900">{side.name}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {side.categories.map((original, categoryIndex) => {
              const changed = (values[sideIndex]?.[categoryIndex] ?? original).trim() !== original;
              return (
                <FormTextField
                  // Categories are positional; their index is their identity here.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={categoryIndex}
                  form={form}
                  name={`sides.${sideIndex}.${categoryIndex}`}
                  id={`fix-${sideIndex}-${categoryIndex}`}
                  label={`${side.name}, category ${categoryIndex + 1}`}
                  hideLabel
                  required
                  className={cx("px-2 py-1.5 text-sm", changed && "bg-emerald-50 ring-2 ring-emerald-600")}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <FormTextArea
        form={form}
        name="reasonForAuthor"
        id="fix-reason"
        label={`${REASON_FOR_AUTHOR} (optional)`}
        rows={2}
      />
      <FormTextArea form={form} name="note" id="fix-note" label={`${NOTE_LABEL} (optional)`} rows={2} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="success" disabled={busy || pending === 0}>
          {busy ? "Approving…" : `Approve with ${count(pending, "fix", "fixes")}`}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {pending === 0 ? <span className="text-sm text-slate-600">Change a category first.</span> : null}
      </div>
    </Form>
  );
}
