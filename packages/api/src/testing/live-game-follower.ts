import type { LiveGameMessage } from "../realtime/live-message";
import { applyViewPatch } from "../realtime/view-patch";
import type { ApiClient } from "./clients";
import type { Received } from "./hidden-info";

export type GameFollower = {
  /** The view as this client has built it: the snapshot with every step's patch applied. */
  readonly view: unknown;
  readonly version: number;
  readonly seat: number | null;
  readonly over: boolean;
  /** Every message received, as the raw JSON it arrived in. */
  readonly raw: readonly Received[];
  readonly events: readonly unknown[];
  readonly errors: readonly unknown[];
  /** Resolves once the follower's state satisfies `test` (checked after each message). */
  until(test: (f: GameFollower) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  close(): void;
};

/** Subscribes to live.game through the real client and keeps the view up to date. */
export function followGame(client: ApiClient, gameId: string): GameFollower {
  const raw: Received[] = [];
  const events: unknown[] = [];
  const errors: unknown[] = [];
  const waiters = new Set<() => void>();
  let view: unknown = null;
  let version = -1;
  let seat: number | null = null;
  let over = false;

  const follower: GameFollower = {
    get view() {
      return view;
    },
    get version() {
      return version;
    },
    get seat() {
      return seat;
    },
    get over() {
      return over;
    },
    raw,
    events,
    errors,
    until(test, timeoutMs = 10_000, what = "a condition") {
      if (test(follower)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!test(follower)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`timed out waiting for ${what} (at version ${version}, errors ${String(errors)})`),
          );
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close: () => subscription.unsubscribe(),
  };

  const receive = (value: unknown) => {
    // Tracked steps arrive as { id, data }; the snapshot and presence as bare data.
    const data = typeof value === "object" && value !== null && "data" in value ? value.data : value;
    const text = typeof data === "string" ? data : JSON.stringify(data);
    raw.push({ at: Date.now(), text });
    const message = JSON.parse(text) as LiveGameMessage;
    if (message.type === "snapshot") {
      view = message.view;
      version = message.version;
      seat = message.seat;
      over = message.over;
    } else if (message.type === "step") {
      // A step not following on from what we hold would be a gap or a duplicate.
      if (message.version !== version + 1) {
        errors.push(new Error(`step ${message.version} after version ${version}`));
      }
      view = applyViewPatch(view, message.patch);
      version = message.version;
      over = message.over;
      events.push(...message.events);
    }
    for (const waiter of [...waiters]) waiter();
  };

  const subscription = client.live.game.subscribe(
    { gameId },
    {
      onData: receive,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  return follower;
}
