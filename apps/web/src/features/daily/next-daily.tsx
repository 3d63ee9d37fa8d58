"use client";

import { clockTime } from "@wordhall/ui";
import { useNow } from "~/lib/use-now";
import { timeUntil } from "./daily-days";

/** When the next Daily opens: a countdown by the minute, and the local time of midnight UTC. */
export function NextDaily({ opensAt }: { readonly opensAt: number }) {
  const now = useNow(true, 15_000);
  return (
    <p className="text-stone-800" data-testid="daily-next">
      The next Daily opens in{" "}
      <strong className="tabular-nums">{now === null ? "…" : timeUntil(opensAt, now)}</strong>{" "}
      <span className="text-stone-600">
        (midnight UTC,{" "}
        <time dateTime={new Date(opensAt).toISOString()}>
          {now === null ? "…" : clockTime(opensAt, "local")}
        </time>{" "}
        your time)
      </span>
      .
    </p>
  );
}
