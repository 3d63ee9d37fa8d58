import { TILE_WORD } from "@wordhall/ui";
import type { ReactNode } from "react";
import { TileFace } from "../buyword/tile";
import { ReverseIcon } from "../oh-my-word/icons";
import { pipsOfLetter } from "./learn-facts";

// Small pictures of the real components for the "How to play" pages: the same tiles and
// board cells the tables draw, at rest, with the words a screen reader needs.

/** A figure with its caption, set beside the rule it shows. */
export function Figure({ caption, children }: { readonly caption: string; readonly children: ReactNode }) {
  return (
    <figure className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-center justify-center gap-2">{children}</div>
      <figcaption className="text-center text-sm text-stone-700">{caption}</figcaption>
    </figure>
  );
}

/** An Oh My Word letter tile as it comes out of the bag. */
export function OmwLetter({ letter }: { readonly letter: string }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-lg border-2 border-omw-300 bg-amber-50 font-display text-2xl font-black text-omw-900 shadow">
      {letter}
    </span>
  );
}

/** A reverse tile: the arrows that send the bag back the way it came. */
export function OmwReverse() {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-lg border-2 border-omw-300 bg-omw-700 text-2xl font-black text-white shadow">
      <ReverseIcon />
      <span className="sr-only">reverse tile</span>
    </span>
  );
}

/** A board cell: open, or covered with the letter, the term and the category as on the table. */
export function OmwCategory({
  text,
  cover,
}: {
  readonly text: string;
  readonly cover?: { letter: string; term: string };
}) {
  if (!cover) {
    return (
      <span
        data-omw-tile
        className={`flex min-h-20 w-32 items-center justify-center rounded-xl border border-omw-200 bg-white p-2 text-center text-sm text-stone-800 shadow-sm ${TILE_WORD}`}
      >
        {text}
      </span>
    );
  }
  return (
    <span
      data-omw-tile
      className={`flex min-h-20 w-32 flex-col items-center justify-center rounded-xl bg-omw-800 p-2 text-center text-white shadow-inner ${TILE_WORD}`}
    >
      <span className="sr-only">
        {text}: covered with {cover.letter}, “{cover.term}”
      </span>
      <span aria-hidden="true" className="font-display text-3xl leading-none font-black">
        {cover.letter}
      </span>
      <span aria-hidden="true" className="mt-1 text-xs font-medium">
        {cover.term}
      </span>
      <span aria-hidden="true" className="text-[0.65rem] text-omw-100">
        {text}
      </span>
    </span>
  );
}

/** A bad-luck token, face down (as everyone sees others') or face up with its value. */
export function OmwToken({ value }: { readonly value?: number }) {
  return value === undefined ? (
    <span className="inline-flex size-10 items-center justify-center rounded-full border-2 border-stone-500 bg-[repeating-linear-gradient(45deg,#57534e_0_4px,#78716c_4px_8px)] shadow">
      <span className="sr-only">a face-down token</span>
    </span>
  ) : (
    <span className="inline-flex size-10 items-center justify-center rounded-full border-2 border-rose-700 bg-rose-50 font-bold text-rose-800 shadow">
      <span className="sr-only">a token worth </span>
      {value}
    </span>
  );
}

/** BuyWord tiles spelling a word or making a draw, with their pips, as the table draws them. */
export function BuywordTiles({ letters }: { readonly letters: string }) {
  return (
    <span className="inline-flex gap-1">
      {letters.split("").map((letter, i) => (
        <TileFace
          // biome-ignore lint/suspicious/noArrayIndexKey: a word may repeat a letter; position is its identity
          key={i}
          tile={{ id: i, letter, pips: pipsOfLetter(letter) }}
        />
      ))}
    </span>
  );
}
