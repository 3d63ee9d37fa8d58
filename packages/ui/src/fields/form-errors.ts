import type { FieldErrors, FieldValues } from "react-hook-form";

// A form's errors are nested as its values are ("sides.0.categories.3"); an error about a
// whole list sits on the list, or on its `root` once the form holds fields inside it.

type Node = { readonly message?: unknown; readonly root?: { readonly message?: unknown } } & Record<
  string,
  unknown
>;

/** The sentence about the field or list at `path`, or null. */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | null {
  let at: unknown = errors;
  for (const key of path.split(".")) {
    if (typeof at !== "object" || at === null) return null;
    at = (at as Record<string, unknown>)[key];
  }
  const node = at as Node | undefined;
  if (typeof node?.message === "string") return node.message;
  return typeof node?.root?.message === "string" ? node.root.message : null;
}

/** Every sentence in the form's errors, in field order. */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const found: string[] = [];
  const walk = (node: unknown, seen: Set<unknown>) => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    const { message } = node as Node;
    if (typeof message === "string") found.push(message);
    for (const [key, child] of Object.entries(node)) {
      // `ref` points at the DOM element, `types` repeats the message.
      if (key !== "ref" && key !== "types" && key !== "message") walk(child, seen);
    }
  };
  walk(errors, new Set());
  return found;
}
