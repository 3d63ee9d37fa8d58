// What changed in a seat's view from one version to the next, as a list of operations,
// so a step message carries a few fields instead of the whole view. Client-safe: no imports.

type Path = readonly (string | number)[];

/** Set a value, delete an object key, or cut an array to a length. */
export type PatchOp =
  | { readonly op: "set"; readonly path: Path; readonly value: unknown }
  | { readonly op: "delete"; readonly path: Path }
  | { readonly op: "truncate"; readonly path: Path; readonly length: number };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// Keys such as "toString" must not find the prototype's members.
const own = (o: Json, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** The operations that turn `before` into `after`, both plain JSON data (undefined = absent). */
export function diffViews(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(before, after, [], ops);
  return ops;
}

// `path` is one stack shared by the whole walk (pushed and popped around each child), copied
// only into the operations emitted: views are diffed whole at every step, and a fresh array
// per visited key was most of what the diff allocated.
function diffInto(a: unknown, b: unknown, path: (string | number)[], ops: PatchOp[]) {
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    for (const k in a) {
      if (Object.hasOwn(a, k) && a[k] !== undefined && own(b, k) === undefined)
        ops.push({ op: "delete", path: [...path, k] });
    }
    for (const k in b) {
      if (!Object.hasOwn(b, k) || b[k] === undefined) continue;
      path.push(k);
      diffInto(own(a, k), b[k], path, ops);
      path.pop();
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      path.push(i);
      diffInto(a[i], b[i], path, ops);
      path.pop();
    }
    if (b.length < a.length) ops.push({ op: "truncate", path: [...path], length: b.length });
    for (let i = common; i < b.length; i++) ops.push({ op: "set", path: [...path, i], value: b[i] });
    return;
  }
  if (typeof a === "number" && typeof b === "number" && Object.is(a + 0, b + 0)) return;
  ops.push({ op: "set", path: [...path], value: b });
}

/**
 * Applies a patch to a copy of `view`; the input is left untouched (React state). Only
 * the containers along changed paths are copied.
 */
export function applyViewPatch<T>(view: T, ops: readonly PatchOp[]): T {
  let root: unknown = view;
  for (const op of ops) root = applyOne(root, op, 0);
  return root as T;
}

function applyOne(node: unknown, op: PatchOp, depth: number): unknown {
  if (depth === op.path.length) {
    if (op.op === "set") return op.value;
    if (op.op === "truncate" && Array.isArray(node)) return node.slice(0, op.length);
    return node;
  }
  const key = op.path[depth] as string | number;
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[key as number] = applyOne(copy[key as number], op, depth + 1);
    return copy;
  }
  const copy: Json = isObject(node) ? { ...node } : {};
  if (op.op === "delete" && depth === op.path.length - 1) {
    delete copy[key];
    return copy;
  }
  // A key like "__proto__" must become a field, never the object's prototype.
  Object.defineProperty(copy, key, {
    value: applyOne(own(copy, String(key)), op, depth + 1),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
