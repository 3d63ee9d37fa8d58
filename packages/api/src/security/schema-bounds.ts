import { recordBounds, textRules } from "@wordhall/validators";
import type { z } from "zod";

// Test-only: walks a zod 4 schema through its definitions (`_zod.def`) and lists every
// place that takes input of no bounded size, or free text that skips the shared check.

type Def = {
  readonly type: string;
  readonly format?: string;
  readonly checks?: readonly { readonly _zod: { readonly def: { check: string; format?: string } } }[];
  readonly [key: string]: unknown;
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);
const hasMax = (def: Def) =>
  checksOf(def).some((c) => c.check === "max_length" || c.check === "length_equals");
const hasMaxSize = (def: Def) =>
  checksOf(def).some((c) => c.check === "max_size" || c.check === "size_equals");

/** Formats whose every match has one length, so they need no maximum of their own. */
const FIXED_LENGTH_FORMATS = new Set(["uuid", "guid"]);

/** Key types a record can hold only finitely many of. */
const FINITE_KEYS = new Set(["enum", "literal"]);

// Kinds that hold one other schema under `innerType`.
const WRAPPERS = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "readonly",
  "catch",
  "nonoptional",
  "success",
  "promise",
]);

// Kinds that take input of a bounded size by themselves.
const LEAVES = new Set([
  "number",
  "int",
  "boolean",
  "bigint",
  "literal",
  "enum",
  "null",
  "undefined",
  "void",
  "never",
  "nan",
  "date",
  "symbol",
  "transform",
  // The shape is another schema's to check (a record of settings the engine then parses, say).
  "unknown",
  "any",
  "custom",
]);

/** Every unbounded or unchecked place in `schema`, each named by `at` and its path in the input. */
export function unboundedInputs(schema: z.core.$ZodType, at: string): string[] {
  const found: string[] = [];
  // Lazy schemas may refer to themselves: each is followed once.
  const followed = new Set<z.core.$ZodType>();
  const walk = (node: z.core.$ZodType, path: string): void => {
    const where = path ? `${at} › ${path}` : at;
    if (textRules.has(node)) return;
    const def = defOf(node);
    const sub = (child: unknown, suffix: string): void =>
      walk(child as z.core.$ZodType, path ? `${path}${suffix}` : suffix.replace(/^\./, ""));
    if (LEAVES.has(def.type)) return;
    if (WRAPPERS.has(def.type)) {
      sub(def.innerType, "");
      return;
    }
    switch (def.type) {
      case "string": {
        const formatted = def.format !== undefined || checksOf(def).some((c) => c.check === "string_format");
        if (!formatted) found.push(`${where}: free text that skips the shared text check`);
        else if (!(def.format !== undefined && FIXED_LENGTH_FORMATS.has(def.format)) && !hasMax(def))
          found.push(`${where}: a ${def.format ?? "pattern"} string without a maximum length`);
        return;
      }
      case "array":
        if (!hasMax(def)) found.push(`${where}: an array without a maximum length`);
        sub(def.element, "[]");
        return;
      case "set":
        if (!hasMaxSize(def)) found.push(`${where}: a set without a maximum size`);
        sub(def.valueType, "[]");
        return;
      case "record": {
        const keyType = defOf(def.keyType as z.core.$ZodType).type;
        // boundedRecord counts the keys before this record parses them.
        if (!FINITE_KEYS.has(keyType) && !recordBounds.has(node))
          found.push(`${where}: a record without a bound on its keys`);
        sub(def.keyType, "{key}");
        sub(def.valueType, "{value}");
        return;
      }
      case "map":
        if (!hasMaxSize(def)) found.push(`${where}: a map without a maximum size`);
        sub(def.keyType, "{key}");
        sub(def.valueType, "{value}");
        return;
      case "object": {
        for (const [key, child] of Object.entries(def.shape as Record<string, z.core.$ZodType>))
          sub(child, `.${key}`);
        if (def.catchall && defOf(def.catchall as z.core.$ZodType).type !== "never")
          sub(def.catchall, ".{other keys}");
        return;
      }
      case "union":
        (def.options as z.core.$ZodType[]).forEach((option, i) => {
          sub(option, `<${i}>`);
        });
        return;
      case "intersection":
        sub(def.left, "");
        sub(def.right, "");
        return;
      case "tuple":
        (def.items as z.core.$ZodType[]).forEach((item, i) => {
          sub(item, `[${i}]`);
        });
        if (def.rest) found.push(`${where}: a tuple with an unbounded rest`);
        return;
      case "pipe":
        sub(def.in, "");
        sub(def.out, "");
        return;
      case "lazy":
        if (followed.has(node)) return;
        followed.add(node);
        sub((def.getter as () => z.core.$ZodType)(), "");
        return;
      default:
        found.push(`${where}: a ${def.type} schema this check does not know`);
    }
  };
  walk(schema, "");
  return found;
}
