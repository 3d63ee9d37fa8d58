"use client";

import { CopyButton } from "~/components/copy-button";
import { usePageOrigin } from "~/lib/use-page-origin";
import type { RoomView } from "./room-types";

/** The invite link (to copy and send) and the code (to read out). */
export function InvitePanel({ room }: { readonly room: RoomView }) {
  const origin = usePageOrigin();
  const url = `${origin}${room.invitePath}`;
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor="invite-link" className="block text-sm font-semibold text-stone-800">
          Invite link
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="invite-link"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 basis-48 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900"
          />
          <CopyButton text={url} label="Copy link" copiedLabel="Link copied!" />
        </div>
      </div>
      <p className="text-sm text-stone-700">
        Or give them the code{" "}
        <strong className="rounded bg-stone-100 px-2 py-0.5 font-mono text-base tracking-widest text-stone-950">
          {room.code}
        </strong>{" "}
        to type in the lobby.
      </p>
    </div>
  );
}
