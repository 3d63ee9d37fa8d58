"use client";

import { Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { type FormEvent, useState } from "react";
import { LimitedInput, LimitedTextArea } from "~/components/ui/limited-field";
import { NOTE_LABEL } from "~/components/ui/reason-dialog";
import { REASON_FOR_AUTHOR } from "./pack-actions";

type Side = { readonly position: number; readonly name: string; readonly categories: readonly string[] };
export type CategoryFix = { sideIndex: number; categoryIndex: number; text: string };

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
  const [values, setValues] = useState(() => sides.map((s) => [...s.categories]));
  const [reasonForAuthor, setReasonForAuthor] = useState("");
  const [note, setNote] = useState("");
  const fixes = values.flatMap((categories, sideIndex) =>
    categories.flatMap((text, categoryIndex) =>
      text.trim() !== sides[sideIndex]?.categories[categoryIndex]
        ? [{ sideIndex, categoryIndex, text: text.trim() }]
        : [],
    ),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (fixes.length) onSubmit(fixes, { reasonForAuthor: reasonForAuthor.trim(), note: note.trim() });
  }

  return (
    <Form onSubmit={submit} className="space-y-4" aria-label="Fix categories and approve">
      <p className="text-sm text-slate-700">
        Correct the categories that need it, then approve. The pack is published as corrected; the author
        reads the reason shown to them in My boards, never the note.
      </p>
      {sides.map((side, sideIndex) => (
        <fieldset key={side.position} className="rounded-xl border border-amber-200 bg-amber-50 p-3">
          <legend className="px-1 text-sm font-semibold text-amber-900">{side.name}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {side.categories.map((original, categoryIndex) => {
              const value = values[sideIndex]?.[categoryIndex] ?? original;
              const changed = value.trim() !== original;
              return (
                // Categories are positional; their index is their identity here.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={categoryIndex} className="space-y-0.5">
                  <LimitedInput
                    limit={80}
                    id={`fix-${sideIndex}-${categoryIndex}`}
                    aria-label={`${side.name}, category ${categoryIndex + 1}`}
                    value={value}
                    required
                    onChange={(e) =>
                      setValues((all) =>
                        all.map((cats, i) =>
                          i === sideIndex
                            ? cats.map((c, j) => (j === categoryIndex ? e.target.value : c))
                            : cats,
                        ),
                      )
                    }
                    className={`rounded-md border px-2 py-1.5 text-xs focus:outline-2 focus:outline-sky-600 ${
                      changed ? "border-emerald-600 bg-emerald-50" : "border-slate-300 bg-white"
                    }`}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="space-y-1">
        <label htmlFor="fix-reason" className="block text-sm font-medium">
          {REASON_FOR_AUTHOR} (optional)
        </label>
        <LimitedTextArea
          limit={1000}
          id="fix-reason"
          value={reasonForAuthor}
          rows={2}
          onChange={(e) => setReasonForAuthor(e.target.value)}
          className="w-full rounded-md border border-slate-400 px-3 py-2 focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="fix-note" className="block text-sm font-medium">
          {NOTE_LABEL} (optional)
        </label>
        <LimitedTextArea
          limit={1000}
          id="fix-note"
          value={note}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-md border border-slate-400 px-3 py-2 focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="success" disabled={busy || fixes.length === 0}>
          {busy ? "Approving…" : `Approve with ${fixes.length} ${fixes.length === 1 ? "fix" : "fixes"}`}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {fixes.length === 0 ? <span className="text-sm text-slate-600">Change a category first.</span> : null}
      </div>
    </Form>
  );
}
