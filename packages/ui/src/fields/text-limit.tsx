import { visibleLength } from "@wordhall/validators/characters";
import { count } from "../wording";

// Text fields with a length limit, in both apps. A browser's maxLength cuts what is typed
// or pasted at the limit without a word, so the end of a category or a reason silently went
// missing. Instead the field takes everything, counts it as the server does (visible
// characters, from @wordhall/validators' `/characters` entry, which has no Zod in it), shows
// the count as the limit nears, and says how much too long it is; the form refuses to send it
// (the server would refuse it too).

export type LengthState = {
  readonly length: number;
  readonly max: number;
  /** Characters past the limit; 0 when it fits. */
  readonly over: number;
};

export function lengthState(value: string, max: number): LengthState {
  const length = visibleLength(value);
  return { length, max, over: Math.max(0, length - max) };
}

/** "3 characters too many: 80 at most.", or null when it fits. */
export function lengthProblem(value: string, max: number): string | null {
  const { over } = lengthState(value, max);
  return over > 0 ? `${count(over, "character")} too many: ${max} at most.` : null;
}

/** Whether the counter shows: from 80 % of the limit, so short texts aren't cluttered. */
export const showsCounter = (s: LengthState) => s.length >= Math.ceil(s.max * 0.8);

/**
 * The count under a field ("72 / 80") and, past the limit, the problem in words. Give the
 * field `aria-describedby` this id and `aria-invalid` when over (see lengthProblem).
 */
export function LengthCounter({
  id,
  value,
  max,
  className,
  overClassName,
  quiet,
}: {
  readonly id: string;
  readonly value: string;
  readonly max: number;
  readonly className?: string;
  readonly overClassName?: string;
  /** The field already shows its error: the counter gives only the count, not a second sentence. */
  readonly quiet?: boolean;
}) {
  const state = lengthState(value, max);
  const problem = lengthProblem(value, max);
  if (problem && quiet) {
    return (
      <p
        id={id}
        className={overClassName ?? "text-sm font-medium text-red-700"}
        data-length-over={state.over}
      >
        {state.length} / {max}
      </p>
    );
  }
  if (problem) {
    return (
      <p
        id={id}
        className={overClassName ?? "text-sm font-medium text-red-700"}
        data-length-over={state.over}
      >
        {problem}
      </p>
    );
  }
  if (!showsCounter(state)) return null;
  return (
    <p id={id} className={className ?? "text-sm text-stone-600"}>
      {state.length} / {max}
    </p>
  );
}
