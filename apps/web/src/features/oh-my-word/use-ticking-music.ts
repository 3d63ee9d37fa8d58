"use client";

import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { TickingMusic } from "./ticking-music";

/**
 * The music's code and player, made once; null where there is no Web Audio (the table then
 * works silently). Outside the hook: the React Compiler compiles no hook with an import().
 */
function loadMusic(): Promise<TickingMusic | null> {
  return import("./ticking-music").then(({ TickingMusic }) => new TickingMusic()).catch(() => null);
}

/**
 * Plays the ticking music while the hidden timer runs and the player hasn't muted it. The
 * audio code is fetched on first use, and sound starts after the player's first click or
 * key press (browsers block audio before a gesture). The alarm when the timer goes off is
 * the "time" sound cue (features/live/sound-cues.ts), as BuyWord's is.
 */
export function useTickingMusic(opts: { running: boolean; startedAt: number; muted: boolean }): void {
  const music = useRef<TickingMusic | null>(null);
  const loading = useRef<Promise<TickingMusic | null> | null>(null);
  // The latest options, for the callbacks below, written once the render is committed. Not
  // useLatest: the React Compiler keeps a useCallback's memo only if it knows every value the
  // callback reads is stable, and it knows that of useRef's result, not of our hook's.
  const wanted = useRef(opts);
  useLayoutEffect(() => {
    wanted.current = opts;
  });

  const load = useCallback(() => {
    if (!loading.current)
      loading.current = loadMusic().then((loaded) => {
        music.current = loaded;
        return loaded;
      });
    return loading.current;
  }, []);

  const sync = useCallback(() => {
    const m = music.current;
    if (!m) return;
    const { running, startedAt, muted } = wanted.current;
    if (running && !muted) m.play(startedAt);
    else m.stop();
  }, []);

  // Load and unlock on the first gesture; later gestures keep the context awake.
  useEffect(() => {
    const onGesture = () => {
      void load().then((m) => {
        m?.unlock();
        sync();
      });
    };
    window.addEventListener("pointerdown", onGesture);
    window.addEventListener("keydown", onGesture);
    return () => {
      window.removeEventListener("pointerdown", onGesture);
      window.removeEventListener("keydown", onGesture);
    };
  }, [load, sync]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are read through the ref
  useEffect(sync, [opts.running, opts.startedAt, opts.muted, sync]);

  useEffect(
    () => () => {
      music.current?.close();
      music.current = null;
      loading.current = null;
    },
    [],
  );
}
