// BuyWord games held in their trade window, where offering and withdrawing a trade are always
// legal: each is a full action (session, row lock, engine, action log, NOTIFY, fan-out) that
// a bench can repeat for as long as it likes.
import { type ApiClient, createGame, type Player } from "@wordhall/api/testing";
import type { Db } from "@wordhall/db";
import type { LeanClient } from "./lean-client";

export const SEATS = 3;

/** A seat's player, with their tRPC client (for setup and the CPU bench). */
export type Seated = { player: Player; client: ApiClient };
export type TradeGame = { id: string; seats: Seated[]; step: number };

async function phaseOf(db: Db, gameId: string): Promise<string> {
  const { state } = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { state: true } });
  return (state as { phase: { kind: string } }).phase.kind;
}

/**
 * `count` games, the seats of game g being seatsOf(g). The die decides how a round opens:
 * when it asks the leader to choose, the choice deals everyone a draw and opens the trade
 * window; games that open otherwise are not used.
 */
export async function openTradeGames(
  db: Db,
  count: number,
  seatsOf: (g: number) => Seated[],
): Promise<TradeGame[]> {
  const games: TradeGame[] = [];
  for (let g = 0; games.length < count; g++) {
    if (g > count * 10 + 20) throw new Error("too few bench games open with a trade window");
    const seats = seatsOf(g);
    const created = await createGame(db, {
      kind: "buyword",
      config: { players: SEATS, variants: { trade: true } },
      seatUserIds: seats.map((s) => s.player.userId),
    });
    const game = { id: created.id, seats, step: 0 };
    if ((await phaseOf(db, game.id)) === "choose") {
      await seats[0]?.client.play.buyword.choose.mutate({
        gameId: game.id,
        clientActionId: `bench-${game.id.slice(0, 8)}-open`,
        count: 2,
      });
    }
    if ((await phaseOf(db, game.id)) === "trade") games.push(game);
  }
  return games;
}

/**
 * One trade-window action of the game's next seat, sent by the lean client `lean` picks for
 * the seat (bench/lean-client.ts), or by its tRPC client; returns who acted, the new version
 * and when it was sent.
 */
export async function tradeAction(
  game: TradeGame,
  lean?: (seat: Seated) => LeanClient,
): Promise<{ actor: number; version: number; sentAt: number }> {
  const turn = game.step++;
  const actor = Math.floor(turn / 2) % SEATS;
  const to = (actor + 1) % SEATS;
  const seat = game.seats[actor] as Seated;
  const ids = { gameId: game.id, clientActionId: `bench-${game.id.slice(0, 8)}-${turn}` };
  const offer = turn % 2 === 0;
  const sentAt = performance.now();
  if (lean) {
    const path = offer ? "play.buyword.offerTrade" : "play.buyword.withdrawTrade";
    const { version } = (await lean(seat).mutate(
      path,
      offer ? { ...ids, to, money: 0 } : { ...ids, to },
    )) as {
      version: number;
    };
    return { actor, version, sentAt };
  }
  const { version } = offer
    ? await seat.client.play.buyword.offerTrade.mutate({ ...ids, to, money: 0 })
    : await seat.client.play.buyword.withdrawTrade.mutate({ ...ids, to });
  return { actor, version, sentAt };
}
