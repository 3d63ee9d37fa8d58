"use client";

import { useMutation } from "@tanstack/react-query";
import { REPORT_REASON_LABELS, REPORT_REASONS, reportCreateSchema, useTRPC } from "@wordhall/client";
import { Form, FormTextArea, useSchemaForm } from "@wordhall/ui";
import { useId, useRef } from "react";
import { Alert, ErrorMessage } from "~/components/alert";
import { Button } from "~/components/button";

export type ReportTarget =
  | { readonly kind: "pack"; readonly packId: string }
  | { readonly kind: "user"; readonly userId: string };

// What the player fills in, checked by the API's own report schema (the target is the button's).
const reportFormSchema = reportCreateSchema.pick({ reason: true, details: true });

/**
 * "Report" and a small dialog: a reason from the moderators' list and optional details. The
 * native <dialog> keeps focus inside while open, closes on Escape and returns focus after.
 */
export function ReportButton({
  target,
  subject,
}: {
  readonly target: ReportTarget;
  readonly subject: string;
}) {
  const trpc = useTRPC();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const form = useSchemaForm(reportFormSchema, { defaultValues: { details: "" } });
  const report = useMutation(trpc.reports.create.mutationOptions());
  const reasonError = form.formState.errors.reason?.message;

  function open() {
    report.reset();
    form.reset({ details: "" });
    dialog.current?.showModal();
  }

  return (
    <>
      <Button variant="secondary" onClick={open}>
        Report
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-stone-300 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
      >
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-xl font-semibold">
            Report {subject}
          </h2>
          {report.isSuccess ? (
            <>
              <Alert tone="success">
                {report.data.alreadyReported
                  ? "You already reported this; the moderators have it."
                  : "Thank you. The moderators will look at it."}
              </Alert>
              <Button onClick={() => dialog.current?.close()}>Close</Button>
            </>
          ) : (
            <Form
              className="space-y-4"
              noValidate
              onSubmit={form.handleSubmit(({ reason, details }) =>
                report.mutate({ target, reason, ...(details ? { details } : {}) }),
              )}
            >
              <fieldset
                className="space-y-2"
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${titleId}-reason` : undefined}
              >
                <legend className="mb-1 text-sm font-semibold text-stone-800">What is wrong?</legend>
                {REPORT_REASONS.map((r) => (
                  <label key={r} className="flex min-h-9 items-center gap-2">
                    <input
                      type="radio"
                      value={r}
                      {...form.register("reason")}
                      className="size-4 accent-brand-700"
                    />
                    {REPORT_REASON_LABELS[r]}
                  </label>
                ))}
                {reasonError ? (
                  <p id={`${titleId}-reason`} className="text-sm font-medium text-red-700">
                    {reasonError}
                  </p>
                ) : null}
              </fieldset>
              <FormTextArea
                form={form}
                name="details"
                label="Details (optional)"
                hint="What moderators should look at, in a sentence or two."
              />
              <ErrorMessage error={report.error} title="The report was not sent." />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="danger" busy={report.isPending} busyLabel="Sending…">
                  Send report
                </Button>
                <Button variant="ghost" onClick={() => dialog.current?.close()}>
                  Cancel
                </Button>
              </div>
            </Form>
          )}
        </div>
      </dialog>
    </>
  );
}
