import { type TextRule, textRules } from "@wordhall/validators";
import type { z } from "zod";

// A field finds its own limit in the form's schema, by its name ("sides.0.categories.3"):
// the API's schema says how long a category may be, so no form says it again by hand.
// The walk goes through the wrappers a schema puts around a field (optional, default,
// nullable, a transform's pipe) to objects' shapes and arrays' elements.

type Def = {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema itself, without the wrappers that don't change what is typed. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let at = schema;
  for (;;) {
    if (textRules.has(at)) return at;
    const def = defOf(at);
    if (def.innerType) at = def.innerType;
    else if (def.type === "pipe" && def.in) at = def.in;
    else if (def.type === "lazy" && def.getter) at = def.getter();
    else return at;
  }
}

/** The schema of the field at `path` in a form's schema, or undefined where there is none. */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path.split(".")) {
    if (at === undefined) return undefined;
    const def = defOf(unwrapped(at));
    if (def.type === "object") at = def.shape?.[key];
    else if (def.type === "array") at = /^\d+$/.test(key) ? def.element : undefined;
    else return undefined;
  }
  return at === undefined ? undefined : unwrapped(at);
}

/** The text rule (label, limits) of a free-text schema of @wordhall/validators, if it is one. */
export function textRuleOf(schema: z.ZodType | undefined): TextRule | undefined {
  return schema === undefined ? undefined : textRules.get(unwrapped(schema));
}

/** The most visible characters the field at `path` takes, by the form's own schema. */
export function textLimitAt(schema: z.ZodType, path: string): number | undefined {
  return textRuleOf(schemaAt(schema, path))?.max;
}
