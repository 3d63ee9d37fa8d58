"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Cue, SoundCues } from "./sound-cues";

const KEY = "wordhall.sound";
// The switch Oh My Word's music had before there was one for every sound.
const OLD_MUSIC_KEY = "wordhall.omw.muted";

// Storage can be blocked (private modes): the switch is then not remembered, and the default
// stands. Outside the hook, which the React Compiler compiles only without a try around it.
function savedSwitch(): boolean | null {
  try {
    const saved = localStorage.getItem(KEY);
    return saved === null ? localStorage.getItem(OLD_MUSIC_KEY) !== "1" : saved === "on";
  } catch {
    return null;
  }
}

function rememberSwitch(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Not remembered, but still switched for this visit.
  }
}

/** The audio code, fetched on the first gesture (outside the hook: the compiler takes no import()). */
const soundCuesModule = () => import("./sound-cues");

/**
 * The one sound switch of both tables (the timer's music and every effect), remembered in
 * this browser. On by default; read after mounting, since the server render has no storage.
 */
export function useSoundSwitch(): [on: boolean, toggle: () => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const saved = savedSwitch();
    if (saved !== null) setOn(saved);
  }, []);
  const toggle = useCallback(() => {
    setOn((was) => {
      rememberSwitch(!was);
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
      void soundCuesModule()
        .then(({ SoundCues }) => {
          if (!cues.current) cues.current = new SoundCues();
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
  // Read by the returned callback; written once the render is committed (useRef rather than
  // useLatest, so the React Compiler can keep the callback's memo: see use-ticking-music.ts).
  const onRef = useRef(on);
  useLayoutEffect(() => {
    onRef.current = on;
  }, [on]);
  return useCallback((cue: Cue | null) => {
    if (cue !== null && onRef.current) cues.current?.play(cue);
  }, []);
}
