"use client";

import { useCallback, useEffect, useRef } from "react";
import type { TickingMusic } from "./ticking-music";

/**
 * Plays the ticking music while the hidden timer runs and the player hasn't muted it. The
 * audio code is fetched on first use, and sound starts after the player's first click or
 * key press (browsers block audio before a gesture). Returns the "time!" alarm.
 */
export function useTickingMusic(opts: { running: boolean; startedAt: number; muted: boolean }) {
  const music = useRef<TickingMusic | null>(null);
  const loading = useRef<Promise<TickingMusic | null> | null>(null);
  const wanted = useRef(opts);
  wanted.current = opts;

  const load = useCallback(() => {
    loading.current ??= import("./ticking-music")
      .then(({ TickingMusic }) => {
        music.current = new TickingMusic();
        return music.current;
      })
      .catch(() => null); // no Web Audio here: the table works silently
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

  return useCallback(() => {
    if (!wanted.current.muted) music.current?.timeUp();
  }, []);
}
