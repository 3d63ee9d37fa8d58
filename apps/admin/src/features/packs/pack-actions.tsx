"use client";

import { useTRPCClient } from "@wordhall/api/client";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ReasonDialog } from "~/components/ui/reason-dialog";
import type { Inputs, Outputs } from "~/lib/api-types";
import { OutcomeMessage, useAction } from "~/lib/use-action";

type Pack = Outputs["admin"]["packs"]["get"]["pack"];

/** The moderation calls on one pack, sharing one busy flag and one outcome. */
export function usePackDecisions(packId: string) {
  const client = useTRPCClient();
  const { busy, outcome, run } = useAction();
  return {
    busy,
    outcome,
    approve: (revision: number) =>
      run(() => client.admin.packs.approve.mutate({ packId, revision }), "Approved: the pack is public now."),
    reject: (revision: number, reason: string) =>
      run(
        () => client.admin.packs.reject.mutate({ packId, revision, reason }),
        "Rejected. The author sees your reason in My boards.",
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
    unpublish: (reason: string) =>
      run(
        () => client.admin.packs.unpublish.mutate({ packId, reason }),
        "Unpublished. The author sees your reason.",
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
              tone="approve"
              disabled={decisions.busy || fixing}
              onClick={() => decisions.approve(pack.revision)}
            >
              Approve
            </Button>
            <ReasonDialog
              trigger="Reject…"
              title={`Reject “${pack.title}”`}
              description="The author sees this reason in the web app and can fix the pack and submit it again."
              confirmLabel="Reject"
              reasonLabel="Reason for the author"
              disabled={decisions.busy || fixing}
              onConfirm={(reason) => decisions.reject(pack.revision, reason)}
            />
            <Button tone="quiet" disabled={decisions.busy || fixing} onClick={onFix}>
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
                description="It leaves the public list at once. The author sees the reason."
                confirmLabel="Unpublish"
                disabled={decisions.busy}
                onConfirm={decisions.unpublish}
              />
            )}
            <Button
              tone="quiet"
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
