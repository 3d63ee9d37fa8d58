import type { GameKind } from "@wordhall/engine";

/**
 * The server's absence actions, spelled as each engine spells them (BW-34..36, OMW-51,
 * OMW-52): the same four things in both games.
 */
export type AbsenceActions = {
  away(seat: number, since: number): unknown;
  back(seat: number): unknown;
  standIn(seat: number): unknown;
  endForAbsence(seat: number): unknown;
};

const BUYWORD: AbsenceActions = {
  away: (seat, since) => ({ type: "away", seat, since }),
  back: (seat) => ({ type: "back", seat }),
  standIn: (seat) => ({ type: "standIn", seat }),
  endForAbsence: (seat) => ({ type: "endForAbsence", seat }),
};

const OH_MY_WORD: AbsenceActions = {
  away: (seat, since) => ({ type: "away", seat, since }),
  back: (seat) => ({ type: "back", seat }),
  standIn: (seat) => ({ type: "stand-in", seat }),
  endForAbsence: (seat) => ({ type: "end-for-absence", seat }),
};

export function absenceActions(kind: GameKind): AbsenceActions {
  return kind === "buyword" ? BUYWORD : OH_MY_WORD;
}
