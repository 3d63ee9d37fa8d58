import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A ref holding the latest `value`, for a callback or an effect that must see the newest
 * props without being made again when they change (a stream's handler, a sound switch). It
 * is written in a layout effect, after the render and before any effect or event can read
 * it: a ref written while rendering breaks React's rules (a render may be thrown away, or run
 * twice), and the React Compiler leaves such a component unoptimised. Its result is stable,
 * as a ref is (biome.json declares it so for the effects' dependency lists). The compiler does
 * not know that, though: a useCallback that reads it loses its memo unless it lists it, which
 * biome refuses, so a callback memoised by hand reads a useRef written in a layout effect
 * instead (use-sound.ts, use-ticking-music.ts).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
