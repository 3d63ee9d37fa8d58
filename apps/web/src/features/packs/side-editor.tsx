"use client";

import { BoardSideGrid, count, TextArea } from "@wordhall/ui";
import { FormTextField, messageAt, type SchemaForm, useWatch } from "@wordhall/ui/fields";
import { Button } from "@wordhall/ui/kit";
import { Dialog, DialogClose } from "@wordhall/ui/kit/dialog";
import { useId, useState } from "react";
import {
  CATEGORIES_PER_SIDE,
  categoriesFromText,
  type PackDraft,
  type PackOutput,
  sideHasText,
} from "./pack-draft";

export type SideEditorProps = {
  /** The pack's form: the side's fields are its `sides.<index>.…`, checked by the pack's schema. */
  readonly form: SchemaForm<PackDraft, PackOutput>;
  readonly index: number;
  readonly canRemove: boolean;
  readonly onRemove: () => void;
};

/** One board side: its name, its fifteen categories, a paste box and a preview as players see it. */
export function SideEditor({ form, index, canRemove, onRemove }: SideEditorProps) {
  const [previewing, setPreviewing] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState("");
  const headingId = useId();
  const side = useWatch({ control: form.control, name: `sides.${index}` });
  const filled = side.categories.filter((c) => c.trim().length > 0).length;
  const listProblem = messageAt(form.formState.errors, `sides.${index}.categories`);

  function applyPaste() {
    const lines = categoriesFromText(pasted).slice(0, CATEGORIES_PER_SIDE);
    const categories = Array.from({ length: CATEGORIES_PER_SIDE }, (_, i) => lines[i] ?? "");
    // Checked at once only when the form already shows its problems, as typing is.
    form.setValue(`sides.${index}.categories`, categories, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setPasted("");
    setPasting(false);
  }

  return (
    <fieldset
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-baseline gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            Side {index + 1}
          </h3>
          <p className="text-sm text-stone-600">
            {filled} of {count(CATEGORIES_PER_SIDE, "category", "categories")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setPasting((p) => !p)} aria-expanded={pasting}>
            Paste a list
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPreviewing((p) => !p)}
            aria-expanded={previewing}
          >
            {previewing ? "Hide preview" : `Preview side ${index + 1}`}
          </Button>
          {/* An empty side goes at once; one with text asks first (it can't be undone). */}
          {canRemove && sideHasText(side) ? (
            <RemoveSideConfirm index={index} name={side.name} filled={filled} onConfirm={onRemove} />
          ) : null}
          {canRemove && !sideHasText(side) ? (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              Remove side {index + 1}
            </Button>
          ) : null}
        </div>
      </div>

      <FormTextField form={form} name={`sides.${index}.name`} label={`Side ${index + 1} name`} />

      {pasting ? (
        <div className="space-y-2 rounded-xl bg-stone-50 p-3">
          <TextArea
            label={`Categories for side ${index + 1}, one a line`}
            hint={`The first ${count(CATEGORIES_PER_SIDE, "line")} replace this side's categories; numbering and bullets are dropped.`}
            value={pasted}
            rows={8}
            onChange={(e) => setPasted(e.target.value)}
          />
          <Button size="sm" onClick={applyPaste} disabled={categoriesFromText(pasted).length === 0}>
            Fill side {index + 1}
          </Button>
        </div>
      ) : null}

      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {side.categories.map((_, at) => (
          // Positions are the identity here: categories are edited in place, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={at}>
            <FormTextField
              form={form}
              name={`sides.${index}.categories.${at}`}
              label={`Category ${at + 1}`}
            />
          </li>
        ))}
      </ol>
      {listProblem ? <p className="text-sm font-medium text-red-700">{listProblem}</p> : null}

      {previewing ? (
        <div className="space-y-2">
          <p className="text-sm text-stone-600">How players see this side at the table:</p>
          <BoardSideGrid
            name={side.name.trim() || `Side ${index + 1}`}
            categories={side.categories.map((c, i) => c.trim() || `(category ${i + 1} is empty)`)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** What removing a side with text loses, in one sentence. */
export function removeSideSentence(index: number, name: string, filled: number): string {
  const named = name.trim() && !/^Side \d+$/.test(name.trim()) ? ` “${name.trim()}”` : "";
  return `Remove side ${index + 1}${named} and its ${count(filled, "category", "categories")}? This can't be undone.`;
}

/**
 * "Remove side N" for a side with text: it asks first, in an alert dialog that says what
 * would be lost, with the focus on "Keep it" (the safe answer); Escape keeps it too.
 */
export function RemoveSideConfirm({
  index,
  name,
  filled,
  onConfirm,
}: {
  readonly index: number;
  readonly name: string;
  readonly filled: number;
  readonly onConfirm: () => void;
}) {
  return (
    <Dialog
      alert
      title={`Remove side ${index + 1}?`}
      description={removeSideSentence(index, name, filled)}
      trigger={
        <Button variant="ghost" size="sm">
          Remove side {index + 1}
        </Button>
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose>
          {/* Focused on opening (the kit's Dialog keeps a focus already inside). */}
          <Button variant="secondary" autoFocus>
            Keep it
          </Button>
        </DialogClose>
        <Button variant="danger" onClick={onConfirm}>
          Remove side {index + 1}
        </Button>
      </div>
    </Dialog>
  );
}
