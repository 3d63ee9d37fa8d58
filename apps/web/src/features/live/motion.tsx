"use client";

import { AnimatePresence, PresenceContext, spring, usePresence, useReducedMotion } from "framer-motion";
import { animate } from "framer-motion/dom/mini";
import {
  type ComponentPropsWithoutRef,
  type ElementType,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";

// The tables' motion, in one place, with Motion (motion.dev). Each moving part is an element
// that plays its entrance once, as it mounts, and its exit as it leaves an `Appearing` list.
// They run on Motion's mini `animate` (the browser's own Web Animations, with Motion's spring
// turned into an easing) and Motion's AnimatePresence, about 8 kB gz: Motion's `m` components
// with their animation features were 30 kB of every room's first load and a third of the
// code its start-up compiled, for these few entrances and exits.
//
// Every part follows the player's prefers-reduced-motion: with it on, only opacity changes
// (what moves, turns or scales just appears). The server draws every part at rest, with no
// style of its own: the HTML shows what the table is, and the entrance plays once the page
// runs (tooling: at-rest.test.tsx). Something in an `Appearing` list on its first render just
// shows; something outside one (the end's standings, a token turned over) enters as it mounts.

/** What a part looks like at a moment of its motion; what it leaves out is at rest. */
export type Pose = {
  readonly opacity?: number | readonly number[];
  readonly x?: number;
  readonly y?: number;
  readonly scale?: number | readonly number[];
  readonly rotate?: number;
  readonly rotateX?: number;
  readonly rotateY?: number;
};

export type Transition =
  | { readonly type: "spring"; readonly stiffness: number; readonly damping: number; readonly delay?: number }
  | { readonly duration: number; readonly ease?: "easeOut" | "linear"; readonly delay?: number };

/** A part's motion: from `initial` to `animate` as it enters, to `exit` as it leaves. */
export type Movement = {
  readonly initial?: Pose;
  readonly animate: Pose;
  readonly exit?: Pose;
  readonly transition: Transition;
};

const list = (value: number | readonly number[] | undefined, rest: number): number[] =>
  value === undefined ? [rest] : typeof value === "number" ? [value] : [...value];

/** One CSS transform per step of the pose's values (a value's keyframes, or one value). */
function transforms(pose: Pose): string[] {
  const scales = list(pose.scale, 1);
  return scales.map(
    (scale) =>
      `translateX(${pose.x ?? 0}px) translateY(${pose.y ?? 0}px) scale(${scale}) ` +
      `rotate(${pose.rotate ?? 0}deg) rotateX(${pose.rotateX ?? 0}deg) rotateY(${pose.rotateY ?? 0}deg)`,
  );
}

const moves = (pose: Pose) => ["x", "y", "scale", "rotate", "rotateX", "rotateY"].some((key) => key in pose);

const isPath = (value: number | readonly number[] | undefined) => Array.isArray(value);

/** The pose a movement ends in: each value's last keyframe. */
const endOf = (pose: Pose): Pose => ({
  ...pose,
  opacity: list(pose.opacity, 1).at(-1),
  scale: list(pose.scale, 1).at(-1),
});

/**
 * Plays `from` → `to` on `element`, leaving it at `to`; a value of `to` given as keyframes is
 * the whole path (as in Motion). Every start is given, never read from the page (that would
 * have the browser work out styles in the middle of a move). Asked for reduced motion, only
 * opacity plays. Resolves when done, at once if nothing plays.
 */
function play(
  element: HTMLElement | null,
  from: Pose,
  to: Pose,
  transition: Transition,
  reduced: boolean,
): Promise<unknown> {
  const keyframes: Record<string, (number | string)[]> = {};
  if (to.opacity !== undefined || from.opacity !== undefined) {
    const start = isPath(to.opacity) ? [] : list(endOf(from).opacity, 1);
    keyframes.opacity = [...start, ...list(to.opacity, 1)];
  }
  if (!reduced && (moves(to) || moves(from))) {
    keyframes.transform = [...(isPath(to.scale) ? [] : transforms(endOf(from))), ...transforms(to)];
  }
  if (!element || Object.keys(keyframes).length === 0) return Promise.resolve();
  const timing =
    "type" in transition
      ? { type: spring, stiffness: transition.stiffness, damping: transition.damping }
      : { duration: transition.duration, ease: transition.ease ?? "easeOut" };
  return animate(element, keyframes, { ...timing, delay: transition.delay ?? 0 }).finished;
}

type Tag = "h2" | "li" | "p" | "span" | "tr";
type MovingProps<T extends Tag> = Movement & ComponentPropsWithoutRef<T>;

/** An element that plays its movement (`motion.li` and the like, as Motion's components are called). */
function Moving<T extends Tag>({
  as,
  initial,
  animate: to,
  exit,
  transition,
  ...props
}: MovingProps<T> & { readonly as: T }) {
  const ref = useRef<HTMLElement>(null);
  // In an `Appearing` list's first render (a page opened mid-game), a part is simply there.
  const atRest = useContext(PresenceContext)?.initial === false;
  const [present, safeToRemove] = usePresence();
  const reduced = useReducedMotion() === true;
  const entrance = useRef({ from: atRest ? null : (initial ?? null), to, transition, reduced });
  // Before the first paint, so a part never shows at rest before its entrance.
  useLayoutEffect(() => {
    const { from, to, transition, reduced } = entrance.current;
    if (from) play(ref.current, from, to, transition, reduced).catch(() => undefined);
  }, []);
  useEffect(() => {
    if (present) return;
    const done = () => safeToRemove?.();
    if (!exit) return done();
    // From where its entrance left it.
    play(ref.current, to, exit, transition, reduced).then(done, done);
  }, [present, to, exit, transition, reduced, safeToRemove]);
  const Element = as as ElementType;
  return <Element {...props} ref={ref} />;
}

export const motion = {
  h2: (props: MovingProps<"h2">) => <Moving as="h2" {...props} />,
  li: (props: MovingProps<"li">) => <Moving as="li" {...props} />,
  p: (props: MovingProps<"p">) => <Moving as="p" {...props} />,
  span: (props: MovingProps<"span">) => <Moving as="span" {...props} />,
  tr: (props: MovingProps<"tr">) => <Moving as="tr" {...props} />,
};

/** A list whose new items animate in and old ones out; what is there at first just shows. */
export function Appearing({ children }: { readonly children: ReactNode }) {
  return <AnimatePresence initial={false}>{children}</AnimatePresence>;
}

/** A tile arriving in a hand (a draw bought, a trade) and leaving it (a sale, a discard). */
export const PopInLi = motion.li;
export const popIn: Movement = {
  initial: { opacity: 0, y: -14, scale: 0.7 },
  animate: { opacity: 1, y: 0, scale: 1 },
  exit: { opacity: 0, y: -24, scale: 0.6 },
  transition: { type: "spring", stiffness: 420, damping: 26 },
};

/**
 * A change of money rising off the sum, then shrinking away (a buy, a sale). It never fades:
 * text half faded is text below contrast, for the moment it is seen.
 */
export const floatAway: Movement = {
  initial: { y: 6, scale: 0.6 },
  animate: { y: -4, scale: 1 },
  exit: { y: -10, scale: 0 },
  transition: { duration: 0.3, ease: "easeOut" },
};

/** A new roll of the die: it tumbles onto the table and settles. */
export const rollIn: Movement = {
  initial: { opacity: 0, rotate: -300, scale: 0.4, y: -10 },
  animate: { opacity: 1, rotate: 0, scale: 1, y: 0 },
  transition: { type: "spring", stiffness: 260, damping: 16 },
};

/** A bad-luck token turning face up (after `delay` seconds). */
export function turnOver(delay = 0): Movement {
  return {
    initial: { rotateY: 180, opacity: 0.4 },
    animate: { rotateY: 0, opacity: 1 },
    transition: { delay, duration: 0.45, ease: "easeOut" },
  };
}

/** A category covered: the tile drops on the board and turns face up. */
export const coverIn: Movement = {
  initial: { opacity: 0, rotateX: -80, scale: 1.15 },
  animate: { opacity: 1, rotateX: 0, scale: 1 },
  transition: { type: "spring", stiffness: 300, damping: 22 },
};

/**
 * The bag handed on: the marker that says who holds it springs up in the new holder's row. It
 * grows by transform, so no row changes size or place, and it sits in `Appearing`, so the page's
 * first paint (the server's HTML included) shows it at full size. It doesn't glide between rows:
 * that would have the page measured on every render of the table.
 */
export const bagMarker: Movement = {
  initial: { scale: 0.4, opacity: 0.5 },
  animate: { scale: 1, opacity: 1 },
  transition: { type: "spring", stiffness: 380, damping: 20 },
};

/** When a standings row comes in: one after another from the last place up. */
export function rowDelay(index: number, count: number): number {
  return 0.25 + (count - 1 - index) * 0.35;
}

/** Final standings, revealed one after another from the last place up. */
export function revealAt(index: number, count: number): Movement {
  return {
    initial: { opacity: 0, x: -16 },
    animate: { opacity: 1, x: 0 },
    transition: { delay: rowDelay(index, count), duration: 0.35 },
  };
}

/** The winner's name, once the standings are out. */
export function celebrateAfter(count: number): Movement {
  return {
    initial: { opacity: 0, scale: 0.6 },
    animate: { opacity: 1, scale: [0.6, 1.15, 1] },
    transition: { delay: 0.25 + count * 0.35, duration: 0.6 },
  };
}
