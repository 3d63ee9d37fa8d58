"use client";

import { AnimatePresence, LazyMotion, MotionConfig, type MotionProps, m } from "framer-motion";
import type { ReactNode } from "react";

// The tables' motion, in one place, with Motion (motion.dev). Every table wraps itself in
// TableMotion, which tells Motion to follow the player's prefers-reduced-motion: with it on,
// transforms are skipped and only opacity changes.
//
// The tables use Motion's slim `m` components with only the animation features (`domMin`:
// animations and exits): Motion's full `motion` components carry layout animations, drag and pan,
// which no table uses, into every room's first load and start-up. The features themselves
// are a chunk of their own (`motion-features.ts`), so the room's first scripts hold only the
// `m` components. It imports `framer-motion`, Motion's package under its first name: the
// `motion/react` entry reads `m` off a namespace import of it, which kept all of Motion in the
// room's first load (43 kB gz, against 33 kB imported directly). `strict` makes a full
// `motion` component inside a table throw, so one can't bring them back unnoticed. An `m`
// component outside TableMotion would never animate: every table, display and replay is in one.

// Asked for as this module loads, beside the table's start-up, so the features are usually
// in by the time LazyMotion asks: a finished game's standings, drawn by the server in their
// first frame, then start moving as soon as the page has hydrated. Tried twice: without them
// nothing on a table would ever move.
const fetchFeatures = () => import("./motion-features").then((module) => module.default);
const features = typeof window === "undefined" ? null : fetchFeatures().catch(fetchFeatures);
const loadFeatures = () => features ?? fetchFeatures();

export function TableMotion({ children }: { readonly children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** A list whose new items animate in and old ones out; what is there at first just shows. */
export function Appearing({ children }: { readonly children: ReactNode }) {
  return <AnimatePresence initial={false}>{children}</AnimatePresence>;
}

/** A tile arriving in a hand (a draw bought, a trade) and leaving it (a sale, a discard). */
export const PopInLi = m.li;
export const popIn: MotionProps = {
  initial: { opacity: 0, y: -14, scale: 0.7 },
  animate: { opacity: 1, y: 0, scale: 1 },
  exit: { opacity: 0, y: -24, scale: 0.6 },
  transition: { type: "spring", stiffness: 420, damping: 26 },
};

/**
 * A change of money rising off the sum, then shrinking away (a buy, a sale). It never fades:
 * text half faded is text below contrast, for the moment it is seen.
 */
export const floatAway: MotionProps = {
  initial: { y: 6, scale: 0.6 },
  animate: { y: -4, scale: 1 },
  exit: { y: -10, scale: 0 },
  transition: { duration: 0.3, ease: "easeOut" },
};

/** A new roll of the die: it tumbles onto the table and settles. */
export const rollIn: MotionProps = {
  initial: { opacity: 0, rotate: -300, scale: 0.4, y: -10 },
  animate: { opacity: 1, rotate: 0, scale: 1, y: 0 },
  transition: { type: "spring", stiffness: 260, damping: 16 },
};

/** A bad-luck token turning face up (after `delay` seconds). */
export function turnOver(delay = 0): MotionProps {
  return {
    initial: { rotateY: 180, opacity: 0.4 },
    animate: { rotateY: 0, opacity: 1 },
    transition: { delay, duration: 0.45, ease: "easeOut" },
  };
}

/** A category covered: the tile drops on the board and turns face up. */
export const coverIn: MotionProps = {
  initial: { opacity: 0, rotateX: -80, scale: 1.15 },
  animate: { opacity: 1, rotateX: 0, scale: 1 },
  transition: { type: "spring", stiffness: 300, damping: 22 },
};

/**
 * The bag handed on: the marker that says who holds it springs up in the new holder's row. It
 * grows by transform, so no row changes size or place, and it sits in `Appearing`, so the page's
 * first paint (the server's HTML included) shows it at full size. It doesn't glide between rows:
 * a shared layout animation has Motion measure the page on every render of the table, which was
 * the largest cost of a draw in the tables' interaction profiles.
 */
export const bagMarker: MotionProps = {
  initial: { scale: 0.4, opacity: 0.5 },
  animate: { scale: 1, opacity: 1 },
  transition: { type: "spring", stiffness: 380, damping: 20 },
};

/** When a standings row comes in: one after another from the last place up. */
export function rowDelay(index: number, count: number): number {
  return 0.25 + (count - 1 - index) * 0.35;
}

/** Final standings, revealed one after another from the last place up. */
export function revealAt(index: number, count: number): MotionProps {
  return {
    initial: { opacity: 0, x: -16 },
    animate: { opacity: 1, x: 0 },
    transition: { delay: rowDelay(index, count), duration: 0.35 },
  };
}

/** The winner's name, once the standings are out. */
export function celebrateAfter(count: number): MotionProps {
  return {
    initial: { opacity: 0, scale: 0.6 },
    animate: { opacity: 1, scale: [0.6, 1.15, 1] },
    transition: { delay: 0.25 + count * 0.35, duration: 0.6 },
  };
}

export { m as motion };
