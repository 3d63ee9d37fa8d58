/**
 * Where a server process hears that something changed: a game, a room, presence, an account.
 * Writers announce changes in their own transaction (PostgreSQL's NOTIFY, delivered at
 * commit); every process hears every announcement and ChangeFeed hands each to the streams
 * watching that id.
 *
 * PgListener (one LISTEN connection per process) is the implementation today. Past what one
 * PostgreSQL server's NOTIFY carries comfortably (docs/realtime.md, "Growing past one
 * machine"), a broker takes fan-out over behind this same interface: a Redis pub/sub or NATS
 * subscriber per process, with channels per game, fed after commit from an outbox table so
 * an announcement still never precedes the commit it announces. Nothing above ChangeFeed
 * would change.
 */
export interface NotificationSource {
  /** Resolves once announcements are being heard (retrying until then); safe to call often. */
  start(): Promise<void>;
  /** False while announcements may be missed (the connection is down or reconnecting). */
  readonly connected: boolean;
  /** Every announcement: its channel and raw payload. Returns the clean-up. */
  onNotice(handler: (channel: string, payload: string | undefined) => void): () => void;
  /**
   * After a gap (a reconnect): announcements sent meanwhile are lost, so every watcher must
   * re-read. Returns the clean-up.
   */
  onResync(handler: () => void): () => void;
  stop(): Promise<void>;
}
