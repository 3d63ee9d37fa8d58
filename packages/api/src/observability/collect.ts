import { type Db, poolUse } from "@wordhall/db";
import type { Realtime } from "../realtime/runtime";
import { metrics } from "./metrics";

/**
 * Reads the figures that are cheaper to look up than to keep counting, once per scrape:
 * games and rooms from the database (one indexed count each), live streams and pool use
 * from this process.
 */
export async function collectGauges(db: Db, realtime: Realtime): Promise<void> {
  const m = metrics();
  m.subscriptions.set(realtime.subscriptions);
  const pool = poolUse(db);
  if (pool) {
    m.poolConnections.set({ state: "total" }, pool.total);
    m.poolConnections.set({ state: "idle" }, pool.idle);
    m.poolConnections.set({ state: "waiting" }, pool.waiting);
    m.poolConnections.set({ state: "max" }, pool.max);
  }

  const [games, rooms] = await Promise.all([
    db.game.count({ where: { status: "active" } }),
    db.room.groupBy({ by: ["status"], where: { status: { not: "closed" } }, _count: { _all: true } }),
  ]);
  m.activeGames.set(games);
  m.openRooms.reset();
  for (const status of ["open", "playing"] as const) {
    m.openRooms.set({ status }, rooms.find((r) => r.status === status)?._count._all ?? 0);
  }
}
