"use client";

import { type Role, useTRPCClient } from "@wordhall/client";
import { ROLES, userSetRoleSchema, userSuspensionSchema } from "@wordhall/client/contract";
import { ReasonDialog } from "~/components/ui/reason-dialog";
import type { Outputs } from "~/lib/api-types";
import { OutcomeMessage, useAction } from "~/lib/use-action";

type User = Outputs["admin"]["users"]["get"]["user"];

/**
 * Suspend or restore (moderators, for players; admins, for moderators too) and change the
 * role (admins only). The server enforces the same rules; these only spare a refused click.
 */
export function UserActions({ user, viewer }: { user: User; viewer: { id: string; role: Role } }) {
  const client = useTRPCClient();
  const { busy, outcome, run } = useAction();
  const self = user.id === viewer.id;
  const isAdmin = viewer.role === "admin";
  const canSuspend = !self && user.role !== "admin" && (isAdmin || user.role === "player");
  return (
    <div className="space-y-3">
      <OutcomeMessage outcome={outcome} />
      {self ? <p className="text-sm text-slate-700">This is your own account.</p> : null}
      <div className="flex flex-wrap gap-2">
        {canSuspend && !user.suspended ? (
          <ReasonDialog
            trigger="Suspend…"
            title={`Suspend ${user.name}`}
            description="Their sessions end at once and they cannot sign in until restored. They are told only that the account is suspended."
            confirmLabel="Suspend"
            schemas={{ note: userSuspensionSchema.shape.reason }}
            disabled={busy}
            onConfirm={({ note }) =>
              run(
                () => client.admin.users.suspend.mutate({ userId: user.id, reason: note }),
                `${user.name} is suspended and signed out everywhere.`,
                { rethrow: true },
              )
            }
          />
        ) : null}
        {canSuspend && user.suspended ? (
          <ReasonDialog
            trigger="Restore…"
            variant="success"
            title={`Restore ${user.name}`}
            description="They can sign in again."
            confirmLabel="Restore"
            schemas={{ note: userSuspensionSchema.shape.reason }}
            disabled={busy}
            onConfirm={({ note }) =>
              run(
                () => client.admin.users.restore.mutate({ userId: user.id, reason: note }),
                `${user.name} can sign in again.`,
                { rethrow: true },
              )
            }
          />
        ) : null}
        {isAdmin && !self ? (
          <ReasonDialog
            trigger="Change role…"
            variant="secondary"
            title={`Change the role of ${user.name}`}
            description={`Now: ${user.role}. Moderators review packs and reports; admins also change roles.`}
            confirmLabel="Change role"
            schemas={{ note: userSetRoleSchema.shape.reason }}
            disabled={busy}
            onConfirm={({ note }, fields) =>
              run(
                () =>
                  client.admin.users.setRole.mutate({
                    userId: user.id,
                    role: String(fields.get("role")) as Role,
                    reason: note,
                  }),
                `${user.name}'s role is now ${String(fields.get("role"))}.`,
                { rethrow: true },
              )
            }
          >
            <div className="space-y-1">
              <label htmlFor="new-role" className="block text-sm font-medium">
                New role
              </label>
              <select
                id="new-role"
                name="role"
                defaultValue={user.role}
                className="w-full rounded-md border border-slate-400 px-3 py-2 focus:outline-2 focus:outline-sky-600"
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            </div>
          </ReasonDialog>
        ) : null}
      </div>
      {!isAdmin ? <p className="text-xs text-slate-600">Only admins change roles.</p> : null}
    </div>
  );
}
