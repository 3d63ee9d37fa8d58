// The light entry: the kit's plain fields, wording, the game logs' sentences and the like,
// none of which brings the form library or Zod. The fields held by a form (useSchemaForm and
// what goes with it) are `@wordhall/ui/fields`; a bundler keeps every module an entry
// re-exports once any of its exports is used, so the two stay apart (docs/web.md).
export { BoardSideGrid, type BoardSideGridProps } from "./board-side-grid";
export {
  clockTime,
  groupThousands,
  longDate,
  monthAndYear,
  shortDateTime,
  weekdayDate,
  type Zone,
} from "./clock-text";
export { Checkbox, type CheckboxProps } from "./fields/checkbox";
export { controlClass, cx, FieldFrame, type FieldFrameProps, fieldAria } from "./fields/field-frame";
export { SelectField, type SelectFieldProps, type SelectOption } from "./fields/select-field";
export { TextArea, type TextAreaProps } from "./fields/text-area";
export { TextField, type TextFieldProps } from "./fields/text-field";
export {
  LengthCounter,
  type LengthState,
  lengthProblem,
  lengthState,
  showsCounter,
} from "./fields/text-limit";
export { Form, splitFormClasses, useHydrated } from "./form";
export { describeBuywordEvent } from "./game-log/buyword-sentences";
export { type Swap, sideOfSwap, swapDone, swapOffered } from "./game-log/buyword-trades";
export { describeOmwEvent, type OmwSentenceContext } from "./game-log/omw-sentences";
export { lazily } from "./lazily";
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
