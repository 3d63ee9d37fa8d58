import pg from "pg";
import type { NotificationSource } from "./notification-source";

export type ListenerOptions = {
  readonly url: string;
  readonly channels: readonly string[];
  /** Reconnect backoff: doubles from min to max. */
  readonly minDelayMs?: number;
  readonly maxDelayMs?: number;
  /** A silent network can leave a socket open with nobody behind it; a ping finds out. */
  readonly pingMs?: number;
  readonly log?: (message: string) => void;
};

type NoticeHandler = (channel: string, payload: string | undefined) => void;

/**
 * The one LISTEN connection of a server process. Notifications fan out to in-process
 * handlers; when the connection drops it reconnects with backoff, LISTENs again, then
 * tells every resync handler to re-read, since notifications sent while it was away are
 * lost for good.
 */
export class PgListener implements NotificationSource {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private stopped = false;
  private connectedOnce = false;
  private pingTimer: NodeJS.Timeout | null = null;
  private readonly notices = new Set<NoticeHandler>();
  private readonly resyncs = new Set<() => void>();

  constructor(private readonly options: ListenerOptions) {}

  /** Resolves once LISTENing (retrying until then); safe to call many times. */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error("The listener was stopped."));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connectLoop().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  get connected(): boolean {
    return this.client !== null;
  }

  /** The live connection, for tests that cut it. */
  get connection(): pg.Client | null {
    return this.client;
  }

  onNotice(handler: NoticeHandler): () => void {
    this.notices.add(handler);
    return () => this.notices.delete(handler);
  }

  onResync(handler: () => void): () => void {
    this.resyncs.add(handler);
    return () => this.resyncs.delete(handler);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connectLoop(): Promise<void> {
    const min = this.options.minDelayMs ?? 100;
    const max = this.options.maxDelayMs ?? 5_000;
    for (let attempt = 0; !this.stopped; attempt++) {
      const client = new pg.Client({ connectionString: this.options.url, keepAlive: true });
      client.on("notification", (n) => this.emit(n.channel, n.payload));
      client.on("error", (error) => this.lost(client, error));
      client.on("end", () => this.lost(client, null));
      try {
        await client.connect();
        for (const channel of this.options.channels)
          await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      } catch (error) {
        client.removeAllListeners();
        client.on("error", () => {});
        await client.end().catch(() => {});
        this.options.log?.(`LISTEN connection failed (${describe(error)}); retrying`);
        await sleep(Math.min(max, min * 2 ** attempt) * (0.5 + Math.random() / 2));
        continue;
      }
      if (this.stopped) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.armPing(client);
      if (this.connectedOnce) {
        this.options.log?.("LISTEN connection restored; subscribers re-read");
        for (const resync of [...this.resyncs]) resync();
      }
      this.connectedOnce = true;
      return;
    }
  }

  private armPing(client: pg.Client) {
    if (this.pingTimer) clearInterval(this.pingTimer);
    const every = this.options.pingMs ?? 15_000;
    this.pingTimer = setInterval(() => {
      const timeout = setTimeout(() => this.lost(client, new Error("ping timed out")), every);
      client
        .query("SELECT 1")
        .catch((error: unknown) => this.lost(client, error))
        .finally(() => clearTimeout(timeout));
    }, every);
    this.pingTimer.unref();
  }

  private lost(client: pg.Client, error: unknown) {
    if (client !== this.client || this.stopped) return;
    this.options.log?.(`LISTEN connection lost${error ? ` (${describe(error)})` : ""}; reconnecting`);
    this.client = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    client.removeAllListeners("notification");
    client.on("error", () => {});
    void client.end().catch(() => {});
    void this.start().catch(() => {});
  }

  private emit(channel: string, payload: string | undefined) {
    for (const handler of [...this.notices]) {
      try {
        handler(channel, payload);
      } catch (error) {
        this.options.log?.(`notification handler failed: ${describe(error)}`);
      }
    }
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
