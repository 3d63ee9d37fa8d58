"use client";

// The BuyWord table for one game. The room page loads it on demand (next/dynamic), so its
// code reaches only players of this game.

export type BuyWordTableProps = { readonly gameId: string };

export default function BuyWordTable({ gameId }: BuyWordTableProps) {
  return <p className="text-stone-600">Opening the BuyWord table for game {gameId}…</p>;
}
