import { type ChangeNotice, parseChangeNotice } from "./channels";
import type { NotificationSource } from "./notification-source";

/** A change to one id, or null: re-read (notifications may have been missed, or it ended). */
export type ChangeHandler = (version: number | null) => void;

/**
 * The in-process emitter over the process's notification source (the LISTEN connection):
 * handlers watch one id on one channel (or a whole channel), so a notification costs a map
 * lookup, not a scan of every subscriber.
 */
export class ChangeFeed {
  private readonly byKey = new Map<string, Set<ChangeHandler>>();
  private readonly byChannel = new Map<string, Set<(notice: ChangeNotice | null) => void>>();

  constructor(readonly listener: NotificationSource) {
    listener.onNotice((channel, payload) => {
      const notice = parseChangeNotice(payload);
      if (!notice) return;
      // An end changes no version, so its watchers are told to re-read instead.
      const version = notice.ended ? null : notice.v;
      for (const handler of [...(this.byKey.get(key(channel, notice.id)) ?? [])]) handler(version);
      for (const handler of [...(this.byChannel.get(channel) ?? [])]) handler(notice);
    });
    listener.onResync(() => {
      for (const handlers of this.byKey.values()) for (const handler of [...handlers]) handler(null);
      for (const handlers of this.byChannel.values()) for (const handler of [...handlers]) handler(null);
    });
  }

  /** Starts hearing announcements if not yet (lazily, on first use). */
  ready(): Promise<void> {
    return this.listener.start();
  }

  watch(channel: string, id: string, handler: ChangeHandler): () => void {
    return addTo(this.byKey, key(channel, id), handler);
  }

  watchChannel(channel: string, handler: (notice: ChangeNotice | null) => void): () => void {
    return addTo(this.byChannel, channel, handler);
  }
}

const key = (channel: string, id: string) => `${channel}\u0000${id}`;

function addTo<T>(map: Map<string, Set<T>>, k: string, value: T): () => void {
  let set = map.get(k);
  if (!set) {
    set = new Set();
    map.set(k, set);
  }
  set.add(value);
  return () => {
    set.delete(value);
    if (set.size === 0 && map.get(k) === set) map.delete(k);
  };
}
