export { BoardSideGrid, type BoardSideGridProps } from "./board-side-grid";
export * from "./fields";
export { Form, splitFormClasses, useHydrated } from "./form";
export { describeBuywordEvent } from "./game-log/buyword-sentences";
export { type Swap, sideOfSwap, swapDone, swapOffered } from "./game-log/buyword-trades";
export { describeOmwEvent, type OmwSentenceContext } from "./game-log/omw-sentences";
export { safeNext } from "./safe-next";
export {
  JUDGING_HINTS_MEANING,
  roomOptionsSummary,
  staffSummaryOf,
  summaryOf,
  TABLE_MODE_MEANING,
} from "./settings-table";
export { TILE_WORD } from "./tile-word";
export {
  count,
  listPeople,
  listWords,
  money,
  nounFor,
  object,
  type Person,
  person,
  possessive,
  says,
  scoreText,
  subject,
  their,
  verb,
} from "./wording";
