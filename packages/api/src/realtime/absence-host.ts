import type { AbsenceHost, WatchedGame } from "../services/absence/absence-watch";
import type { ChangeFeed } from "./change-feed";
import { GAME_CHANNEL } from "./channels";
import type { GameFeed } from "./game-feed";
import type { PresenceTracker } from "./presence";

/** What the absence watch (services/absence) gets of this process's presence, fan-out and feed. */
export function absenceHost(parts: {
  presence: PresenceTracker;
  changes: ChangeFeed;
  games: GameFeed;
  log?: (message: string) => void;
}): AbsenceHost {
  const { presence, changes, games } = parts;
  const statuses = (users: readonly { userId: string; status: "online" | "away" }[]) =>
    new Map(users.map((u) => [u.userId, u.status] as const));
  return {
    graceMs: presence.graceMs,
    now: () => Date.now(),
    watchPresence: (scope, onChange) => presence.watch(scope, onChange),
    presence: (scope) => statuses(presence.current(scope)),
    async readPresence(scope) {
      const read = await presence.read(scope);
      return { presence: statuses(read.users), lastSeen: read.lastSeen };
    },
    watchGame: (gameId, onChange) => changes.watch(GAME_CHANNEL, gameId, onChange),
    async game(gameId, version): Promise<WatchedGame | null> {
      await games.refresh(gameId, version ?? undefined);
      const latest = games.latest(gameId);
      const startedAt = games.startedAt(gameId);
      if (!latest || startedAt === undefined) return null;
      return {
        kind: latest.kind,
        state: latest.state,
        seats: games.seats(gameId).map((s) => ({ seat: s.seat, userId: s.userId, bot: s.bot !== null })),
        startedAt,
      };
    },
    log: parts.log,
  };
}
