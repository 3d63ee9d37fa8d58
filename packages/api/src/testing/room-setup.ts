import type { ApiClient } from "./clients";

/**
 * Everything a table does before play, over HTTP: the host opens a private room, the others
 * join by its code as spectators and take the seats in order, everyone readies, the host starts.
 */
export async function startRoomGame(
  host: ApiClient,
  others: readonly ApiClient[],
  room: { kind: "oh-my-word" | "buyword"; config: Record<string, unknown> },
): Promise<{ roomId: string; gameId: string }> {
  const created = await host.rooms.create.mutate({
    kind: room.kind,
    name: "HTTP test table",
    visibility: "private",
    config: room.config,
  });
  for (const [i, other] of others.entries()) {
    await other.rooms.join.mutate({ code: created.code, as: "spectator" });
    await other.rooms.takeSeat.mutate({ roomId: created.id, seat: i + 1 });
  }
  for (const client of [host, ...others])
    await client.rooms.setReady.mutate({ roomId: created.id, ready: true });
  const { gameId } = await host.rooms.start.mutate({ roomId: created.id });
  return { roomId: created.id, gameId };
}

/** A client action id unique to this test run. */
let counter = 0;
export function actionId(prefix = "a"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
