"use client";

import { useTRPCClient } from "@wordhall/client";
import { useMemo } from "react";
import { useGameAction } from "../live";

/**
 * Every BuyWord move, each sent as one intent named after the version it was made at, so a
 * retry (or a second press) never applies it twice.
 */
export function useBuywordActions(gameId: string, version: number | null) {
  const client = useTRPCClient();
  const { perform, pending, error, clearError } = useGameAction(gameId);
  const bw = client.play.buyword;
  const at = version ?? 0;
  const moves = useMemo(
    () => ({
      choose: (count: number) => perform(`choose@${at}`, (ids) => bw.choose.mutate({ ...ids, count })),
      draftPick: (tile: number) => perform(`draft@${at}`, (ids) => bw.draftPick.mutate({ ...ids, tile })),
      offerTrade: (to: number, amount: number) =>
        perform(`offer@${at}`, (ids) => bw.offerTrade.mutate({ ...ids, to, money: amount })),
      acceptTrade: (from: number) =>
        perform(`accept@${at}`, (ids) => bw.acceptTrade.mutate({ ...ids, from })),
      declineTrade: (from: number) =>
        perform(`decline@${at}`, (ids) => bw.declineTrade.mutate({ ...ids, from })),
      withdrawTrade: (to: number) =>
        perform(`withdraw@${at}`, (ids) => bw.withdrawTrade.mutate({ ...ids, to })),
      doneTrading: () => perform(`done@${at}`, (ids) => bw.doneTrading.mutate(ids)),
      buy: () => perform(`buy@${at}`, (ids) => bw.buy.mutate(ids)),
      discard: () => perform(`discard@${at}`, (ids) => bw.discard.mutate(ids)),
      auction: () => perform(`auction@${at}`, (ids) => bw.auction.mutate(ids)),
      bid: (amount: number) => perform(`bid@${at}`, (ids) => bw.bid.mutate({ ...ids, amount })),
      pass: () => perform(`pass@${at}`, (ids) => bw.pass.mutate(ids)),
      sell: (
        tiles: readonly number[],
        wildAs: string | null,
        placement: { row: number; col: number; dir: "across" | "down" } | null,
      ) =>
        perform(`sell@${at}`, (ids) => bw.sell.mutate({ ...ids, tiles: [...tiles], wildAs, at: placement })),
      vote: (fits: boolean) => perform(`vote@${at}`, (ids) => bw.vote.mutate({ ...ids, fits })),
      endTurn: (discard: readonly number[]) =>
        perform(`end@${at}`, (ids) => bw.endTurn.mutate({ ...ids, discard: [...discard] })),
      // Not tied to a version: leaving is one intent however the table moves meanwhile.
      leave: () => perform("leave", (ids) => bw.leave.mutate(ids)),
    }),
    [perform, bw, at],
  );
  return { ...moves, pending, error, clearError };
}

export type BuywordActions = ReturnType<typeof useBuywordActions>;
