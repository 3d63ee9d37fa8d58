import type { z } from "zod";

// The number ranges of the engines' settings, read from their config schemas, for the
// create-room form: it says "between 1 and 600 seconds" from the engine's own bounds instead
// of writing them again (a served option, so the browser still doesn't load the rules).

export type Range = { readonly min: number; readonly max: number };

type Def = {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Through defaults, nullables and pipes (a bounded record is a check piped into the record). */
function inner(schema: z.ZodType): z.ZodType {
  let at = schema;
  for (;;) {
    const def = defOf(at);
    if (def.innerType) at = def.innerType;
    else if (def.type === "pipe" && def.in && def.out)
      at = defOf(def.in).type === "custom" ? def.out : def.in;
    else return at;
  }
}

/**
 * The range of the number at `path` in a schema: object keys, "[]" for an array's elements,
 * "*" for a record's values. Throws when there is no bounded number there, so a renamed
 * setting fails the tests rather than the form.
 */
export function rangeAt(schema: z.ZodType, path: readonly string[]): Range {
  let at = inner(schema);
  for (const key of path) {
    const def = defOf(at);
    const next = key === "[]" ? def.element : key === "*" ? def.valueType : def.shape?.[key];
    if (!next) throw new Error(`No setting at ${path.join(".")}`);
    at = inner(next);
  }
  const { minValue, maxValue } = at as unknown as { minValue: number | null; maxValue: number | null };
  if (typeof minValue !== "number" || typeof maxValue !== "number" || !Number.isFinite(maxValue))
    throw new Error(`The setting at ${path.join(".")} has no range`);
  return { min: minValue, max: maxValue };
}
