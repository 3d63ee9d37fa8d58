"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { REPORT_REASON_LABELS, REPORT_REASONS, reportCreateSchema } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { FormTextArea, useSchemaForm } from "@wordhall/ui/fields";
import { Alert, Button } from "@wordhall/ui/kit";
import { Dialog, DialogClose } from "@wordhall/ui/kit/dialog";
import { useId, useState } from "react";
import { ErrorMessage } from "~/components/error-message";

export type ReportTarget =
  | { readonly kind: "pack"; readonly packId: string }
  | { readonly kind: "user"; readonly userId: string };

// What the player fills in, checked by the API's own report schema (the target is the button's).
const reportFormSchema = reportCreateSchema.pick({ reason: true, details: true });

/**
 * "Report" and a small dialog: a reason from the moderators' list and optional details. The
 * kit's Dialog keeps focus inside while open, closes on Escape and returns focus after.
 */
export function ReportButton({
  target,
  subject,
}: {
  readonly target: ReportTarget;
  readonly subject: string;
}) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const fieldId = useId();
  const form = useSchemaForm(reportFormSchema, { defaultValues: { details: "" } });
  const report = useMutation(trpc.reports.create.mutationOptions());
  const reasonError = form.formState.errors.reason?.message;

  // Each opening starts a fresh report (the form's state lives here, outside the dialog).
  function reset() {
    report.reset();
    form.reset({ details: "" });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
      title={`Report ${subject}`}
      trigger={<Button variant="secondary">Report</Button>}
    >
      {report.isSuccess ? (
        <>
          <Alert tone="success">
            {report.data.alreadyReported
              ? "You already reported this; the moderators have it."
              : "Thank you. The moderators will look at it."}
          </Alert>
          <DialogClose>
            <Button>Close</Button>
          </DialogClose>
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
            aria-describedby={reasonError ? `${fieldId}-reason` : undefined}
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
              <p id={`${fieldId}-reason`} className="text-sm font-medium text-red-700">
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
            <DialogClose>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
