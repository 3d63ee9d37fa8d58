export { boundedRecord, recordBounds } from "./bounded-record";
export { BIDI_CONTROL, CONTROL, INVISIBLE, looksEmpty, removeInvisible, visibleLength } from "./characters";
export {
  checkText,
  DISPLAY_NAME_MAX,
  displayNameSchema,
  multiLineText,
  rawLimit,
  singleLineText,
  type TextCheck,
  type TextOptions,
  type TextRule,
  textRules,
} from "./text";
export { textKey } from "./text-key";
