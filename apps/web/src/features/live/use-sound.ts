"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Cue, SoundCues } from "./sound-cues";

const KEY = "wordhall.sound";
// The switch Oh My Word's music had before there was one for every sound.
const OLD_MUSIC_KEY = "wordhall.omw.muted";

/**
 * The one sound switch of both tables (the timer's music and every effect), remembered in
 * this browser. On by default; read after mounting, since the server render has no storage.
 */
export function useSoundSwitch(): [on: boolean, toggle: () => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    try {
      const saved = localStorage.getItem(KEY);
      setOn(saved === null ? localStorage.getItem(OLD_MUSIC_KEY) !== "1" : saved === "on");
    } catch {
      // Storage can be blocked (private modes); the default stands.
    }
  }, []);
  const toggle = useCallback(() => {
    setOn((was) => {
      try {
        localStorage.setItem(KEY, was ? "off" : "on");
      } catch {
        // Not remembered, but still switched for this visit.
      }
      return !was;
    });
  }, []);
  return [on, toggle];
}

/**
 * Plays cues while sound is on. The audio code loads on the first click or key press, which
 * is also what browsers require before any sound.
 */
export function useSoundCues(on: boolean): (cue: Cue | null) => void {
  const cues = useRef<SoundCues | null>(null);
  useEffect(() => {
    const onGesture = () => {
      if (cues.current) return cues.current.unlock();
      void import("./sound-cues")
        .then(({ SoundCues }) => {
          cues.current ??= new SoundCues();
          cues.current.unlock();
        })
        .catch(() => undefined); // no Web Audio here: the table plays silently
    };
    window.addEventListener("pointerdown", onGesture);
    window.addEventListener("keydown", onGesture);
    return () => {
      window.removeEventListener("pointerdown", onGesture);
      window.removeEventListener("keydown", onGesture);
    };
  }, []);
  const onRef = useRef(on);
  onRef.current = on;
  return useCallback((cue: Cue | null) => {
    if (cue !== null && onRef.current) cues.current?.play(cue);
  }, []);
}
