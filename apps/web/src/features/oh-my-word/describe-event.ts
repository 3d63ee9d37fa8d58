import type { OmwEventView, OmwView } from "@wordhall/client";
import { describeOmwEvent } from "@wordhall/ui";
import { categoryText, type SeatNames } from "./table-model";

/** One line of the game log, in words (the sentences are @wordhall/ui's, shared with the admin). */
export function describeEvent(e: OmwEventView, view: OmwView, name: SeatNames): string | null {
  return describeOmwEvent(e, { person: name.person, category: (id) => categoryText(view, id) });
}
