import type { OmwView } from "@wordhall/client";
import { listPeople } from "@wordhall/ui";
import type { SeatNames } from "./table-model";

/** While a tiebreaker runs (OMW-38 to OMW-40): who is in it and what knocks a player out. The table's and the replay's. */
export function TiebreakerNotice({ view, name }: { readonly view: OmwView; readonly name: SeatNames }) {
  if (view.phase !== "tiebreaker") return null;
  return (
    <p className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900" data-testid="omw-tiebreaker">
      Tiebreaker between {listPeople((view.tiebreaker?.seats ?? []).map(name.person))}: whoever holds the bag
      when the timer goes off is knocked out. The last one left wins.
    </p>
  );
}
