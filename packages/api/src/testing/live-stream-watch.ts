import type { ApiClient } from "./clients";

export type Refusal = { readonly code: string | undefined; readonly message: string };
const refusalOf = (error: unknown): Refusal => ({
  code: (error as { data?: { code?: string } }).data?.code,
  message: (error as Error).message,
});

/** One open stream through the real client: what it received and how it ended. */
export type Watched = {
  readonly texts: string[];
  /** Resolves with the error the stream ended with (never with data). */
  readonly ended: Promise<Refusal>;
  opened(): Promise<void>;
  close(): void;
};

/**
 * Opens live.game or live.room through the real client (SSE) and records each message as its
 * JSON text; `opened` waits for the first snapshot or room.
 */
export function watchStream(api: ApiClient, what: { gameId: string } | { roomId: string }): Watched {
  const texts: string[] = [];
  let opened: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    opened = resolve;
  });
  let fail: (refusal: Refusal) => void = () => {};
  const ended = new Promise<Refusal>((resolve) => {
    fail = resolve;
  });
  const handlers = {
    onData: (value: unknown) => {
      const data = typeof value === "object" && value !== null && "data" in value ? value.data : value;
      const text = typeof data === "string" ? data : JSON.stringify(data);
      texts.push(text);
      const type = (JSON.parse(text) as { type: string }).type;
      if (type === "snapshot" || type === "room") opened();
    },
    onError: (error: unknown) => fail(refusalOf(error)),
  };
  const subscription =
    "gameId" in what
      ? api.live.game.subscribe({ gameId: what.gameId }, handlers)
      : api.live.room.subscribe({ roomId: what.roomId }, handlers);
  return {
    texts,
    ended,
    opened: () => within(first, 5_000, "the first message"),
    close: () => subscription.unsubscribe(),
  };
}

/** The promise, or a rejection naming what did not come in time. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
