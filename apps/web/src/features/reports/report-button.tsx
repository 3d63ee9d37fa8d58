"use client";

import { useMutation } from "@tanstack/react-query";
import { type ReportReason, useTRPC } from "@wordhall/client";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { Alert, Button } from "@wordhall/ui/kit";
import { Dialog, DialogClose } from "@wordhall/ui/kit/dialog";
import { useId, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { TextArea } from "~/components/text-area";

export type ReportTarget =
  | { readonly kind: "pack"; readonly packId: string }
  | { readonly kind: "user"; readonly userId: string };

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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const report = useMutation(trpc.reports.create.mutationOptions());

  // Each opening starts a fresh report (the form's state lives here, outside the dialog).
  function reset() {
    report.reset();
    setReason(null);
    setDetails("");
    setMissingReason(false);
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
          onSubmit={(e) => {
            e.preventDefault();
            if (reason === null) {
              setMissingReason(true);
              return;
            }
            const trimmed = details.trim();
            report.mutate({ target, reason, ...(trimmed ? { details: trimmed } : {}) });
          }}
        >
          <fieldset className="space-y-2" aria-describedby={missingReason ? `${fieldId}-reason` : undefined}>
            <legend className="mb-1 text-sm font-semibold text-stone-800">What is wrong?</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex min-h-9 items-center gap-2">
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setMissingReason(false);
                  }}
                  className="size-4 accent-brand-700"
                />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
            {missingReason ? (
              <p id={`${fieldId}-reason`} className="text-sm font-medium text-red-700">
                Choose a reason.
              </p>
            ) : null}
          </fieldset>
          <TextArea
            label="Details (optional)"
            hint="What moderators should look at, in a sentence or two."
            value={details}
            limit={1000}
            onChange={(e) => setDetails(e.target.value)}
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
