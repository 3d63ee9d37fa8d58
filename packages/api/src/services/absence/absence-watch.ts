import type { Db } from "@wordhall/db";
import type { AnyGameModule, GameKind } from "@wordhall/engine";
import { gameModule } from "../games/game-modules";
import { absenceActions } from "./absence-actions";
import { awaySince, type Presence, type SeatAtTable, seatsBack, seatsGone } from "./seat-marks";
import { applyServerAction } from "./server-action";

/** A watched game as this process's live feed holds it. */
export type WatchedGame = {
  readonly kind: GameKind;
  readonly state: unknown;
  readonly seats: readonly { readonly seat: number; readonly userId: string; readonly bot: boolean }[];
  /** Epoch ms the game was created: "away since" for a player who never opened it. */
  readonly startedAt: number;
};

/**
 * What the watch needs of this process's live machinery (realtime's PresenceTracker,
 * ChangeFeed and GameFeed, which services may not import).
 */
export type AbsenceHost = {
  /** Presence's grace: a player gone longer than this is away (SEAT-1). */
  readonly graceMs: number;
  now(): number;
  watchPresence(scope: string, onChange: () => void): Promise<() => void>;
  /** The scope's presence as last heard (no read). */
  presence(scope: string): Presence;
  /** The scope's presence read from the database now, with when each user was last seen. */
  readPresence(scope: string): Promise<{ presence: Presence; lastSeen: ReadonlyMap<string, number> }>;
  /** `onChange(version)` when the game moves on (null: notices may have been lost). */
  watchGame(gameId: string, onChange: (version: number | null) => void): () => void;
  /** The game as the live feed holds it, caught up to at least `version` when given. */
  game(gameId: string, version?: number | null): Promise<WatchedGame | null>;
  log?(message: string): void;
};

const FIRST_LOOK_MS = 200;

type Watched = {
  count: number;
  running: Promise<void> | null;
  again: boolean;
  /** The latest version announced, so the feed is asked for nothing older. */
  announced: number | null;
  timer: NodeJS.Timeout | null;
  stops: (() => void)[];
};

/**
 * SEAT-1 in one process: while someone here watches a game (any live.game stream), its
 * seats are compared with presence whenever either changes, and the server marks a seat
 * away once its player has been gone past the grace, and back when they are online again.
 * Every instance watching the same game does the same; the marks go through the game's
 * version-guarded write, so each is made once (a second instance finds it made). Only the
 * marks are sent from here: what they lead to (BuyWord's defaults, BW-35) are the game's
 * own deadlines, applied by the scheduler.
 */
export class AbsenceWatch {
  private readonly games = new Map<string, Watched>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly host: AbsenceHost,
  ) {}

  /** Watches a game while the result is not called (counted: one per stream). */
  async watch(gameId: string): Promise<() => void> {
    let watched = this.games.get(gameId);
    if (!watched) {
      const w: Watched = { count: 0, running: null, again: false, announced: null, timer: null, stops: [] };
      watched = w;
      this.games.set(gameId, w);
      w.stops.push(
        this.host.watchGame(gameId, (version) => {
          if (version !== null) w.announced = Math.max(w.announced ?? version, version);
          this.check(gameId);
        }),
      );
      w.stops.push(await this.host.watchPresence(`game:${gameId}`, () => this.check(gameId)));
      // The first look waits a moment: the stream that asked sends its snapshot first, and
      // nobody can be past the grace sooner than that matters.
      this.lookAgainAt(gameId, w, this.host.now() + FIRST_LOOK_MS);
    }
    const w = watched;
    w.count++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      w.count--;
      if (w.count > 0 || this.games.get(gameId) !== w) return;
      this.forget(gameId, w);
    };
  }

  /** Waits for the checks under way (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.games.values()].map((w) => w.running));
  }

  stop(): void {
    this.stopped = true;
    for (const [id, w] of this.games) this.forget(id, w);
  }

  private forget(gameId: string, w: Watched): void {
    if (w.timer) clearTimeout(w.timer);
    for (const stop of w.stops) stop();
    this.games.delete(gameId);
  }

  /** One check at a time per game; a change heard meanwhile runs it once more. */
  private check(gameId: string): void {
    const w = this.games.get(gameId);
    if (!w || this.stopped) return;
    if (w.running) {
      w.again = true;
      return;
    }
    w.running = (async () => {
      do {
        w.again = false;
        try {
          await this.compare(gameId, w);
        } catch (error) {
          this.host.log?.(`absence check of game ${gameId} failed: ${describe(error)}`);
        }
      } while (w.again && !this.stopped && this.games.get(gameId) === w);
    })().finally(() => {
      w.running = null;
    });
  }

  private async compare(gameId: string, w: Watched): Promise<void> {
    const game = await this.host.game(gameId, w.announced);
    if (!game) return;
    const module = gameModule(game.kind) as AnyGameModule;
    if (module.result(game.state) !== null) return;
    const seats = seatsAtTable(module, game);
    const scope = `game:${gameId}`;
    const actions = absenceActions(game.kind);
    for (const seat of seatsBack(seats, this.host.presence(scope))) {
      await this.send(gameId, seat, "back", () => actions.back(seat));
    }
    const gone = seatsGone(seats, this.host.presence(scope));
    if (gone.length === 0) return;
    // Read again before marking anyone: what this process heard may be a moment old.
    const fresh = await this.host.readPresence(scope);
    const now = this.host.now();
    let lookAt: number | null = null;
    for (const s of gone) {
      if (fresh.presence.has(s.userId)) continue;
      const when = awaySince(fresh.lastSeen.get(s.userId), {
        startedAt: game.startedAt,
        graceMs: this.host.graceMs,
        now,
      });
      if ("lookAt" in when) {
        lookAt = lookAt === null ? when.lookAt : Math.min(lookAt, when.lookAt);
        continue;
      }
      await this.send(gameId, s.seat, "away", () => actions.away(s.seat, when.since));
    }
    if (lookAt !== null) this.lookAgainAt(gameId, w, lookAt);
  }

  /** A player who never came is away once the grace from the game's start is over. */
  private lookAgainAt(gameId: string, w: Watched, at: number): void {
    if (w.timer) clearTimeout(w.timer);
    w.timer = setTimeout(
      () => {
        w.timer = null;
        this.check(gameId);
      },
      Math.max(0, at - this.host.now()) + 5,
    );
    w.timer.unref();
  }

  /** Sends one mark, unless the game as stored no longer needs it (another instance made it). */
  private async send(gameId: string, seat: number, mark: "away" | "back", action: () => unknown) {
    const outcome = await applyServerAction(this.db, {
      gameId,
      now: this.host.now(),
      build: ({ module, state }) => {
        const status = (module.seats(state) as ReturnType<AnyGameModule["seats"]>)[seat];
        if (!status || status.left) return null;
        const marked = status.away !== null;
        return (mark === "away") !== marked ? action() : null;
      },
    });
    // A game that ended meanwhile (or whose due deadlines end it) needs no mark.
    if (outcome && !outcome.ok && outcome.code !== "not-active" && outcome.code !== "game-over") {
      this.host.log?.(`marking seat ${seat} of game ${gameId} ${mark} was refused: ${outcome.message}`);
    }
  }
}

function seatsAtTable(module: AnyGameModule, game: WatchedGame): SeatAtTable[] {
  const statuses = module.seats(game.state);
  return game.seats.map((s) => ({
    seat: s.seat,
    userId: s.userId,
    bot: s.bot,
    left: statuses[s.seat]?.left ?? false,
    away: statuses[s.seat]?.away ?? null,
  }));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
