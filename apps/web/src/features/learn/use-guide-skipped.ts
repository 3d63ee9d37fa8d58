"use client";

import { useRememberedFlag } from "./use-remembered-flag";

// Apart from the coach's panel: a table reads it (Oh My Word's separate Pass while coached)
// from its first render, and the panel itself is a chunk of its own that only a guided game
// loads.

/** Where "Skip the guide" is remembered, per guide (a new guide is offered afresh). */
export const guideSkippedKey = (guideId: string) => `wordhall.guide.${guideId}.skipped`;

/**
 * Whether the player skipped this guide in this browser (null until read after mounting), and
 * how to change it. A table that behaves differently while coached (Oh My Word's separate
 * Pass) reads it too, so both agree.
 */
export const useGuideSkipped = (guideId: string) => useRememberedFlag(guideSkippedKey(guideId));
