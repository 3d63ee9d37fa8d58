"use client";

import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { count, Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { type DragEvent, useId, useMemo, useState } from "react";
import { errorMessage } from "~/lib/error-message";
import { Appearing, PopInLi, popIn } from "../live/motion";
import { type Placement, previewCrossword } from "./crossword-preview";
import { handLettersFor } from "./crossword-typing";
import { PlacementGrid } from "./placement-grid";
import { TileFace, tileLabel } from "./tile";
import { type BuywordTileView, type BuywordView, money, priceOfPips } from "./types";
import type { BuywordActions } from "./use-buyword-actions";
import { useDebounced } from "./use-debounced";
import {
  insertTile,
  removeTile,
  type Slot,
  setWildLetter,
  slotPips,
  slotWord,
  typeWord,
  wildSlot,
} from "./word-slots";

const DRAG_TYPE = "application/x-buyword-tile";

/**
 * Build a word from your hand: type it (Enter sells), or click or drag tiles in; a wild takes
 * the letter you give it. The price shows as you go and the server's judge for this room
 * (lexicon and house rules) says whether it sells. Loaded only on your selling turn.
 */
export default function WordBuilder({
  gameId,
  view,
  hand,
  actions,
}: {
  gameId: string;
  view: BuywordView;
  hand: readonly BuywordTileView[];
  actions: BuywordActions;
}) {
  const trpc = useTRPC();
  const inputId = useId();
  const [slots, setSlots] = useState<Slot[]>([]);
  const [missing, setMissing] = useState<string | null>(null);
  const [placement, setPlacement] = useState<Placement>({ row: 0, col: 0, dir: "across" });
  // In the crossword game the field holds the word as typed, grid letters included; the
  // tiles then hold only the new letters. Null once tiles are picked by hand.
  const [typedWhole, setTypedWhole] = useState<string | null>(null);
  const crossword = view.rules.crossword;
  const used = new Set(slots.map((s) => s.tile.id));
  const wild = wildSlot(slots);
  const word = slotWord(slots);
  const complete = slots.length > 0 && (wild === null || wild.letter !== "");

  const grid = useMemo(
    () =>
      (view.grid ?? []).map((c) => ({
        row: c.row,
        col: c.col,
        letter: c.letter,
        pips: c.tile.pips,
        wild: c.tile.letter === "*",
      })),
    [view.grid],
  );
  const gridLetter = useMemo(() => {
    const at = new Map(grid.map((g) => [`${g.row},${g.col}`, g.letter]));
    return (row: number, col: number) => at.get(`${row},${col}`);
  }, [grid]);

  // The words this sale forms, with their prices: one word, or in crossword every word the placement makes.
  const preview = useMemo(() => {
    if (!crossword) {
      const pips = slotPips(slots);
      return {
        ok: true as const,
        words: [{ word, pips, price: priceOfPips(pips) }],
        total: priceOfPips(pips),
      };
    }
    const tiles = slots.map((s) => ({
      letter: s.letter || "?",
      pips: s.tile.pips,
      wild: s.tile.letter === "*",
    }));
    return previewCrossword(grid, tiles, placement);
  }, [crossword, slots, word, grid, placement]);

  const toCheck = useDebounced(
    complete && preview.ok ? preview.words.map((w) => w.word).filter((w) => /^[A-Z]{2,30}$/.test(w)) : [],
    250,
  );
  const checks = useQueries({
    queries: toCheck.map((w) => ({
      ...trpc.buyword.checkWord.queryOptions({ gameId, word: w }),
      staleTime: Infinity,
    })),
  });
  const current = complete && preview.ok && preview.words.every((w, i) => toCheck[i] === w.word);
  const longEnough = preview.ok && preview.words.every((w) => w.word.length >= 2);
  const judged = current && checks.length > 0 && checks.every((c) => c.data !== undefined);
  // A check that failed for good (the server down, say) must not leave "Checking…" up forever.
  const checkFailed = current ? checks.find((c) => c.data === undefined && c.isError)?.error : undefined;
  const invalid = judged ? checks.filter((c) => c.data?.valid === false).map((c) => c.data?.word) : [];
  const valid = judged && invalid.length === 0 && longEnough;

  const fromHand = (text: string, at: Placement) => (crossword ? handLettersFor(text, gridLetter, at) : text);
  const onType = (text: string) => {
    const typed = typeWord(hand, crossword ? [] : slots, fromHand(text, placement));
    setSlots(typed.slots);
    setMissing(typed.missing);
    if (crossword) setTypedWhole(text.toUpperCase());
  };
  // A new place for a typed word reads it again: other grid letters may lie on its new path.
  const place = (at: Placement) => {
    setPlacement(at);
    if (typedWhole === null) return;
    const typed = typeWord(hand, [], fromHand(typedWhole, at));
    setSlots(typed.slots);
    setMissing(typed.missing);
  };
  const pickTiles = (change: (s: Slot[]) => Slot[]) => {
    setTypedWhole(null);
    setSlots(change);
  };
  const clear = () => {
    setSlots([]);
    setMissing(null);
    setTypedWhole(null);
  };
  const submit = async () => {
    if (!valid || !preview.ok) return;
    const result = await actions.sell(
      slots.map((s) => s.tile.id),
      wild ? wild.letter : null,
      crossword ? placement : null,
    );
    if (result.ok) clear();
  };

  const dragStart = (e: DragEvent, tile: BuywordTileView) => {
    e.dataTransfer.setData(DRAG_TYPE, String(tile.id));
    e.dataTransfer.effectAllowed = "move";
  };
  const dropAt = (e: DragEvent, index: number) => {
    e.preventDefault();
    e.stopPropagation();
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    const tile = hand.find((t) => t.id === id);
    if (tile) pickTiles((s) => insertTile(s, tile, index));
  };

  let status: { text: string; tone: "ok" | "bad" | "info" };
  if (!complete)
    status = {
      text:
        wild && wild.letter === "" ? "Say which letter the wild stands for." : "Type a word or pick tiles.",
      tone: "info",
    };
  else if (!preview.ok) status = { text: preview.reason, tone: "bad" };
  else if (!longEnough) status = { text: "A word needs at least two letters.", tone: "bad" };
  else if (checkFailed)
    status = { text: `Couldn't check the word. ${errorMessage(checkFailed)}`, tone: "bad" };
  else if (!judged) status = { text: "Checking…", tone: "info" };
  else if (invalid.length > 0)
    status = { text: `${invalid.join(", ")} is not a word in this room.`, tone: "bad" };
  else
    status = {
      text: `${preview.words.map((w) => w.word).join(" + ")} sells: ${count(
        preview.words.map((w) => w.pips).reduce((a, b) => a + b, 0),
        "pip",
      )}, ${money(preview.total)}`,
      tone: "ok",
    };

  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold">Your hand</h3>
        <p className="text-sm text-stone-600">Click a tile (or drag it) to add it to the word.</p>
        <ul
          className="mt-2 flex min-h-14 flex-wrap gap-1.5"
          aria-label="Your hand"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            const id = Number(e.dataTransfer.getData(DRAG_TYPE));
            pickTiles((s) => removeTile(s, id));
          }}
        >
          <Appearing>
            {hand.map((t) => (
              <PopInLi key={t.id} {...popIn}>
                <button
                  type="button"
                  draggable
                  onDragStart={(e) => dragStart(e, t)}
                  disabled={used.has(t.id) || (t.letter === "*" && wild !== null)}
                  onClick={() => pickTiles((s) => insertTile(s, t))}
                  aria-label={`Add ${tileLabel(t)}`}
                  className="rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  <TileFace tile={t} used={used.has(t.id) || (t.letter === "*" && wild !== null)} />
                </button>
              </PopInLi>
            ))}
          </Appearing>
        </ul>
      </div>

      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="space-y-3 rounded-md border border-dashed border-stone-300 bg-stone-50 p-3"
      >
        <label htmlFor={inputId} className="block font-semibold">
          Your word
        </label>
        <input
          id={inputId}
          data-testid="bw-word-input"
          value={typedWhole ?? word}
          onChange={(e) => onType(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Type a word"
          className="w-full max-w-sm rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-xl uppercase tracking-widest"
          aria-describedby={`${inputId}-status`}
        />
        {missing ? (
          <p className="text-sm text-red-800" role="alert">
            No {missing} left in your hand{wild ? " (and a word holds one wild)" : ""}.
          </p>
        ) : null}
        <ol
          aria-label="Tiles in the word"
          className="flex min-h-14 flex-wrap items-center gap-1.5"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => dropAt(e, slots.length)}
        >
          {slots.map((s, i) => (
            <li
              key={s.tile.id}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => dropAt(e, i)}
              className="flex flex-col items-center gap-1"
            >
              <button
                type="button"
                draggable
                onDragStart={(e) => dragStart(e, s.tile)}
                onClick={() => pickTiles((x) => removeTile(x, s.tile.id))}
                aria-label={`Remove ${tileLabel(s.tile, s.letter || null)}`}
                className="rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                <TileFace tile={s.tile} wildAs={s.letter || null} />
              </button>
              {s.tile.letter === "*" ? (
                <input
                  aria-label="Letter the wild stands for"
                  value={s.letter}
                  onChange={(e) => setSlots((x) => setWildLetter(x, e.currentTarget.value))}
                  className="w-10 rounded border border-violet-400 px-1 text-center font-mono uppercase"
                />
              ) : null}
            </li>
          ))}
          {slots.length === 0 ? <li className="text-sm text-stone-500">No tiles yet.</li> : null}
        </ol>

        {crossword ? (
          <PlacementGrid
            grid={grid}
            placement={placement}
            ghosts={preview.ok && "cells" in preview ? preview.cells.filter((c) => c.isNew) : []}
            onChange={place}
          />
        ) : null}

        <p
          id={`${inputId}-status`}
          data-testid="bw-word-status"
          aria-live="polite"
          className={`text-sm font-medium ${
            status.tone === "ok"
              ? "text-emerald-800"
              : status.tone === "bad"
                ? "text-red-800"
                : "text-stone-700"
          }`}
        >
          {status.tone === "ok" ? "✓ " : status.tone === "bad" ? "✗ " : ""}
          {status.text}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="buyword" type="submit" disabled={!valid || actions.pending !== null}>
            Sell{valid && preview.ok ? ` for ${money(preview.total)}` : ""}
          </Button>
          <Button variant="secondary" onClick={clear} disabled={slots.length === 0}>
            Clear
          </Button>
        </div>
      </Form>
    </div>
  );
}
