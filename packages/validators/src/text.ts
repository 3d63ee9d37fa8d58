import { z } from "zod";
import {
  BIDI_CONTROL,
  CONTROL,
  LINE_BREAK,
  LONE_SURROGATE,
  looksEmpty,
  OTHER_LINE_BREAKS,
  trimEdges,
  visibleLength,
} from "./characters";

/** What one free-text field accepts, and the sentences that say so. */
export type TextRule = {
  /** What the field holds, plural, as the start of a sentence: "Room names". */
  readonly label: string;
  /** Fewest visible characters; 1 unless said (0 lets the field be empty). */
  readonly min?: number;
  /** Most visible characters. */
  readonly max: number;
  /** Whether line breaks are meant ("multi": they are stored as `\n`). */
  readonly lines: "single" | "multi";
  /** Shown to other people: direction controls, which can disguise text, are refused. */
  readonly shownToOthers?: boolean;
  /** The sentence for empty text; "<label> can't be empty." unless said. */
  readonly empty?: string;
  /** The sentence for too few characters; "<label> are at least <min> characters." unless said. */
  readonly tooShort?: string;
  /** The sentence for too many; "<label> are at most <max> characters." unless said. */
  readonly tooLong?: string;
};

export type TextCheck =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly message: string };

// Anything but the newline multi-line text may hold.
const CONTROL_BUT_NEWLINE = /(?!\n)\p{Cc}/u;

/**
 * The one check of free text: trimmed, line breaks made `\n` (multi-line) or refused
 * (single-line), controls and lone surrogates refused, direction controls refused where
 * others see the text, NFC-normalised, and measured in visible characters.
 */
export function checkText(raw: string, rule: TextRule): TextCheck {
  const min = rule.min ?? 1;
  const tooLong = rule.tooLong ?? `${rule.label} are at most ${rule.max} characters.`;
  // Before any work on it: a megabyte of text is refused at the cost of reading its length.
  if (raw.length > rawLimit(rule.max)) return { ok: false, message: tooLong };
  if (PLAIN.test(raw)) {
    const text = raw.trim();
    return measured(text, { length: text.length, empty: text === "" }, rule, min, tooLong);
  }
  if (LONE_SURROGATE.test(raw))
    return { ok: false, message: `${rule.label} can't contain invalid characters.` };
  const text = trimEdges(rule.lines === "multi" ? raw.replace(OTHER_LINE_BREAKS, "\n") : raw);
  if (rule.lines === "single" && LINE_BREAK.test(text))
    return { ok: false, message: `${rule.label} must fit on one line.` };
  if ((rule.lines === "multi" ? CONTROL_BUT_NEWLINE : CONTROL).test(text))
    return { ok: false, message: `${rule.label} can't contain control characters.` };
  if ((rule.shownToOthers ?? true) && BIDI_CONTROL.test(text))
    return { ok: false, message: `${rule.label} can't contain text-direction controls.` };
  const normal = text.normalize("NFC");
  return measured(normal, { length: visibleLength(normal), empty: looksEmpty(normal) }, rule, min, tooLong);
}

// Printable ASCII: most of what is typed. It holds no control, invisible, direction or
// combining character and is already NFC, so only its ends and its length need looking at
// (a BuyWord game's config carries thousands of house words, each checked when it is read).
const PLAIN = /^[\x20-\x7E]*$/;

function measured(
  text: string,
  seen: { readonly length: number; readonly empty: boolean },
  rule: TextRule,
  min: number,
  tooLong: string,
): TextCheck {
  const { length } = seen;
  if (min > 0 && seen.empty) return { ok: false, message: rule.empty ?? `${rule.label} can't be empty.` };
  if (length < min)
    return { ok: false, message: rule.tooShort ?? `${rule.label} are at least ${min} characters.` };
  if (length > rule.max) return { ok: false, message: tooLong };
  return { ok: true, text };
}

/**
 * UTF-16 units a field may be sent with before it is even looked at: four per visible
 * character leaves room for emoji (two units each) with their joiners and selectors, and
 * for accents typed as separate marks.
 */
export function rawLimit(max: number): number {
  return Math.max(64, max * 4);
}

/** Every schema built here, with its rule: tests find the fields that use the shared check. */
export const textRules = z.registry<TextRule>();

function textSchema(rule: TextRule) {
  const schema = z
    .string({ error: `${rule.label} must be text.` })
    .max(rawLimit(rule.max), rule.tooLong ?? `${rule.label} are at most ${rule.max} characters.`)
    .transform((raw, ctx) => {
      const checked = checkText(raw, rule);
      if (checked.ok) return checked.text;
      ctx.issues.push({ code: "custom", message: checked.message, input: raw });
      return z.NEVER;
    });
  textRules.add(schema, rule);
  return schema;
}

export type TextOptions = Omit<TextRule, "lines">;

/** Text on one line: a name, a title, a category, a chat message, a search. */
export function singleLineText(options: TextOptions) {
  return textSchema({ ...options, lines: "single" });
}

/** Text that may run over several lines: a description, a report's details, a reason. */
export function multiLineText(options: TextOptions) {
  return textSchema({ ...options, lines: "multi" });
}

/** The most visible characters of a display name. */
export const DISPLAY_NAME_MAX = 40;

/** The name a person is shown by, everywhere others see them. */
export const displayNameSchema = singleLineText({
  label: "Display names",
  min: 1,
  max: DISPLAY_NAME_MAX,
  empty: "Choose a display name.",
});
