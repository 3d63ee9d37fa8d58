/**
 * A value made on first use rather than when its module loads. For Intl formatters: building
 * one loads its locale's data (tens of milliseconds on a slow phone, measured in the room's
 * start-up profile), and a module's top level runs while the page starts, whether the page
 * ever formats anything or not.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
