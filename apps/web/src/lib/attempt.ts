/** What an attempt came to: its value, or what it threw (or rejected with). */
export type Attempted<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: unknown };

/**
 * Runs `action` and says how it went, never throwing. A component's handler awaits this and
 * then tidies up (a busy flag back off) in plain statements: the React Compiler does not
 * compile a component or hook holding a try/finally (docs/web.md, "The React Compiler"), and
 * this is the one try it needs, outside any component.
 */
export async function attempt<T>(action: () => Promise<T> | T): Promise<Attempted<T>> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    return { ok: false, error };
  }
}
