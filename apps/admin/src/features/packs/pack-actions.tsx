"use client";

import { useTRPCClient } from "@wordhall/client";
import { packRejectSchema, packUnpublishSchema } from "@wordhall/client/contract";
import { Button, Card } from "@wordhall/ui/kit";
import { type DialogTexts, ReasonDialog } from "~/components/ui/reason-dialog";
import type { Inputs, Outputs } from "~/lib/api-types";
import { OutcomeMessage, useAction } from "~/lib/use-action";

type Pack = Outputs["admin"]["packs"]["get"]["pack"];

/** The label of what a pack's author reads in My boards. */
export const REASON_FOR_AUTHOR = "Reason shown to the author";

/** The moderation calls on one pack, sharing one busy flag and one outcome. */
export function usePackDecisions(packId: string) {
  const client = useTRPCClient();
  const { busy, outcome, run } = useAction();
  return {
    busy,
    outcome,
    approve: (revision: number) =>
      run(() => client.admin.packs.approve.mutate({ packId, revision }), "Approved: the pack is public now."),
    reject: (revision: number, texts: DialogTexts) =>
      run(
        () =>
          client.admin.packs.reject.mutate({
            packId,
            revision,
            reasonForAuthor: texts.shown,
            note: texts.note || undefined,
          }),
        "Rejected. The author sees the reason for them in My boards; your note stays here.",
        { rethrow: true },
      ),
    fixAndApprove: (input: Inputs["admin"]["packs"]["fixAndApprove"], onDone: () => void) =>
      run(
        () => client.admin.packs.fixAndApprove.mutate(input),
        "Fixed and approved: the pack is public now.",
        {
          onDone,
        },
      ),
    unpublish: (texts: DialogTexts) =>
      run(
        () =>
          client.admin.packs.unpublish.mutate({
            packId,
            reasonForAuthor: texts.shown,
            note: texts.note || undefined,
          }),
        "Unpublished. The author sees the reason for them; your note stays here.",
        { rethrow: true },
      ),
    feature: (featured: boolean) =>
      run(
        () => client.admin.packs.feature.mutate({ packId, featured }),
        featured ? "Featured on the web lobby." : "Taken off the featured shelf.",
      ),
  };
}

type Decisions = ReturnType<typeof usePackDecisions>;

/** What can be done with the pack in its current state. */
export function PackActions({
  pack,
  decisions,
  fixing,
  onFix,
}: {
  pack: Pack;
  decisions: Decisions;
  fixing: boolean;
  onFix: () => void;
}) {
  const waiting = pack.status === "submitted";
  const published = pack.status === "approved" && (pack.visibility === "public" || pack.builtIn);
  return (
    <Card title="Decision" id="pack-decision">
      <div className="space-y-3">
        <OutcomeMessage outcome={decisions.outcome} conflictLead="Already decided." />
        {waiting ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="success"
              disabled={decisions.busy || fixing}
              onClick={() => decisions.approve(pack.revision)}
            >
              Approve
            </Button>
            <ReasonDialog
              trigger="Reject…"
              title={`Reject “${pack.title}”`}
              description="The author reads the reason in the web app and can fix the pack and submit it again. The note is for moderators only."
              confirmLabel="Reject"
              shownLabel={REASON_FOR_AUTHOR}
              schemas={{ shown: packRejectSchema.shape.reasonForAuthor, note: packRejectSchema.shape.note }}
              disabled={decisions.busy || fixing}
              onConfirm={(texts) => decisions.reject(pack.revision, texts)}
            />
            <Button variant="secondary" disabled={decisions.busy || fixing} onClick={onFix}>
              Fix a typo and approve…
            </Button>
          </div>
        ) : null}
        {published ? (
          <div className="flex flex-wrap gap-2">
            {pack.builtIn ? null : (
              <ReasonDialog
                trigger="Unpublish…"
                title={`Unpublish “${pack.title}”`}
                description="It leaves the public list at once. The author reads the reason; the note is for moderators only."
                confirmLabel="Unpublish"
                shownLabel={REASON_FOR_AUTHOR}
                schemas={{
                  shown: packUnpublishSchema.shape.reasonForAuthor,
                  note: packUnpublishSchema.shape.note,
                }}
                disabled={decisions.busy}
                onConfirm={decisions.unpublish}
              />
            )}
            <Button
              variant="secondary"
              aria-pressed={pack.featured}
              disabled={decisions.busy}
              onClick={() => decisions.feature(!pack.featured)}
            >
              {pack.featured ? "Remove from featured" : "Feature on the lobby"}
            </Button>
          </div>
        ) : null}
        {!waiting && !published ? (
          <p className="text-sm text-slate-700">
            {pack.status === "draft"
              ? "The author is editing this pack; it is not waiting for review."
              : pack.status === "rejected"
                ? "Rejected. It comes back to the queue when the author submits it again."
                : "Unpublished. It comes back to the queue when the author submits it again."}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
