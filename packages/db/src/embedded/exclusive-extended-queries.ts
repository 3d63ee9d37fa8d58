import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// pglite-socket runs every connection in PGlite's single backend and queues the wire
// protocol message by message. Once a connection opens a transaction the queue serves only
// that connection, even when another is half-way through its Parse, Bind, Execute and
// Sync; the transaction's own queries then replace the other's unnamed statement and
// portal, which fails ("portal does not exist") or answers with the wrong rows. This keeps
// the backend with one connection from its first extended-query message until its Sync
// (or simple Query), in or out of a transaction. It replaces a private method of the exact version we pin (0.2.17);
// docs/adr/0001-embedded-pglite.md says why, and a test fails if it stops working.

type QueuedMessage = {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
};

type QueueInternals = {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite & { isInTransaction(): boolean };
  processQueue(): Promise<void>;
};

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const FRONTEND_TYPES = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // P B D E C H

/** True when the message leaves its connection mid-way through an extended query. */
function opensExtendedQuery(message: Uint8Array): boolean {
  const type = message[0] ?? 0;
  if (type === SYNC || type === SIMPLE_QUERY || type === TERMINATE) return false;
  return FRONTEND_TYPES.has(type);
}

export function makeExtendedQueriesExclusive(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueueInternals }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== "function") {
    throw new Error(
      "pglite-socket changed its internals; re-check src/embedded/exclusive-extended-queries.ts",
    );
  }
  let midExtendedQuery = false;
  queue.processQueue = async function processQueue(this: QueueInternals) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const pinned = (this.db.isInTransaction() || midExtendedQuery) && this.lastHandlerId !== null;
        let index = 0;
        if (pinned) {
          index = this.queue.findIndex((item) => item.handlerId === this.lastHandlerId);
          // The pinned connection has not sent its next message yet; wait for it.
          if (index === -1) break;
        }
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          midExtendedQuery = false;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        midExtendedQuery = opensExtendedQuery(item.message);
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
  // A connection that drops mid-query must not pin the backend forever.
  const clear = (queue as unknown as { clearQueueForHandler(id: number): void }).clearQueueForHandler.bind(
    queue,
  );
  (queue as unknown as { clearQueueForHandler(id: number): void }).clearQueueForHandler = (id: number) => {
    if (queue.lastHandlerId === id) midExtendedQuery = false;
    clear(id);
    void queue.processQueue();
  };
}
