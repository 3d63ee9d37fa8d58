"use client";

// The Oh My Word table for one game. The room page loads it on demand (next/dynamic), so its
// code reaches only players of this game.

export type OhMyWordTableProps = { readonly gameId: string };

export default function OhMyWordTable({ gameId }: OhMyWordTableProps) {
  return <p className="text-stone-600">Opening the Oh My Word table for game {gameId}…</p>;
}
