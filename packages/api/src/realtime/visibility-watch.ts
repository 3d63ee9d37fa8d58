import type { Db } from "@wordhall/db";
import type { Role } from "../auth/roles";
import { AppError } from "../errors";
import { requireVisibleRoom, type Viewer } from "../services/access/visibility";
import type { SessionUser } from "../trpc";
import type { ChangeFeed } from "./change-feed";
import { AUTH_CHANNEL, ROOM_CHANNEL } from "./channels";
import { resolveViewer } from "./viewer";

/** What a stream shows: one game (seen as its room is), or one room. */
export type WatchedTarget =
  | { readonly gameId: string; readonly roomId: string | null }
  | { readonly gameId?: undefined; readonly roomId: string };

/**
 * Keeps an open stream to the right to see it. Whether someone may see a game or room
 * changes only with its room (membership, privacy: every room write NOTIFYs its channel)
 * or with their account (role, suspension, deletion: a trigger NOTIFYs every user and
 * session row change), so the stream re-runs the rule a new subscriber goes through
 * (services/access/visibility.ts) when one of those two channels speaks, or when notices
 * may have been lost (a resync calls every watcher), and never per game step. A viewer who
 * may no longer see it gets the very NOT_FOUND a new subscriber would: nobody can tell a
 * lost right from a game or room that never existed.
 *
 * A suspended or deleted account ends its streams with UNAUTHORIZED instead (its sessions
 * are gone, so it is signed out): that tells the person what happened to them and nothing
 * about the game or room.
 */
export class VisibilityWatch {
  private changed = false;
  private accountChanged = false;
  private current: Viewer;
  private currentSeat: number | null = null;
  /** The check that closes the gap before watching began; runs while the stream sets up. */
  private first: Promise<unknown> | null = null;

  /** `seat`: the viewer's seat when the stream was opened (games only). */
  constructor(
    private readonly db: Db,
    private readonly user: SessionUser | null,
    private readonly target: WatchedTarget,
    seat: number | null = null,
  ) {
    this.current = user ? { id: user.id, role: user.role } : null;
    this.currentSeat = seat;
  }

  /** Starts watching; `poke` wakes the stream. Returns the clean-up. */
  watch(changes: ChangeFeed, poke: () => void): () => void {
    const stops: (() => void)[] = [];
    const mark = () => {
      this.changed = true;
      poke();
    };
    if (this.user) {
      stops.push(
        changes.watch(AUTH_CHANNEL, this.user.id, () => {
          this.accountChanged = true;
          mark();
        }),
      );
    }
    if (this.target.roomId !== null) stops.push(changes.watch(ROOM_CHANNEL, this.target.roomId, mark));
    // Watched only from now: a room change since the stream's first check would go unheard,
    // so it is checked once more, in the background while the stream sets up (not on the way
    // to its first message). The account was checked with the session, and watched as it is.
    this.changed = true;
    this.first = this.recheck().then(
      () => null,
      (error: unknown) => error,
    );
    return () => {
      for (const stop of stops) stop();
    };
  }

  /** True when a check is due: the stream must run it before it sends anything more. */
  get pending(): boolean {
    return this.changed || this.first !== null;
  }

  /** The viewer as the database has them now (their role may have changed). */
  get viewer(): Viewer {
    return this.current;
  }

  /** The viewer's seat in the game, as of the last check (null: a spectator). */
  get seat(): number | null {
    return this.currentSeat;
  }

  /** After a change: throws the error a new subscriber would get, or updates viewer and seat. */
  async check(): Promise<void> {
    if (this.first) {
      const refused = await this.first;
      this.first = null;
      if (refused) throw refused;
    }
    if (this.changed) await this.recheck();
  }

  private async recheck(): Promise<void> {
    this.changed = false;
    if (this.user && this.accountChanged) {
      this.accountChanged = false;
      const row = await this.db.user.findUnique({
        where: { id: this.user.id },
        select: { banned: true, role: true },
      });
      if (!row) throw new AppError("UNAUTHORIZED", "This account no longer exists.");
      if (row.banned) throw new AppError("UNAUTHORIZED", "This account is suspended; you were signed out.");
      this.current = { id: this.user.id, role: row.role as Role };
    }
    if (this.target.gameId === undefined) {
      await requireVisibleRoom(this.db, this.current, this.target.roomId);
    } else {
      this.currentSeat = (await resolveViewer(this.db, this.target.gameId, this.current)).seat;
    }
  }
}
