import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// PGlite is one backend shared by every socket connection, so LISTEN/NOTIFY does not work
// as on PostgreSQL out of the box: the backend delivers a notification inside whichever
// connection's reply happens to be streaming (usually the writer's own COMMIT), and the
// connection that said LISTEN never hears it. This routes NotificationResponse messages
// to the connections that asked for the channel, as a real server would. It wraps the
// socket server's queue (`enqueue`) of the pinned version 0.2.17; a test fails if that
// stops working. Each LISTEN or UNLISTEN must be a statement of its own (as `pg` sends them).

type Enqueue = (
  handlerId: number,
  message: Uint8Array,
  onData: (data: Uint8Array) => void,
) => Promise<number>;
type HandlerInternals = {
  readonly handlerId: number;
  readonly socket: { writable: boolean; write(b: Buffer): void } | null;
};
type ServerInternals = { queryQueue: { enqueue: Enqueue }; handlers: Set<HandlerInternals> };

const SIMPLE_QUERY = 0x51; // 'Q'
const NOTIFICATION = 0x41; // 'A'
const LISTEN = /^\s*(un)?listen\s+(?:"((?:[^"]|"")+)"|([a-z_][\w$]*)|(\*))\s*;?\s*$/i;
// Kept by the backend for everyone; answering UNLISTEN ourselves keeps the others' channels.
const EMPTY_QUERY = Uint8Array.from([SIMPLE_QUERY, 0, 0, 0, 5, 0]);

type Command = { listen: boolean; channel: string | null };

function parseCommand(message: Uint8Array): Command | null {
  if (message[0] !== SIMPLE_QUERY || message.length > 300) return null;
  const text = Buffer.from(message.subarray(5, message.length - 1)).toString("utf8");
  const match = LISTEN.exec(text);
  if (!match) return null;
  // Unquoted identifiers fold to lower case, exactly as the backend names the channel.
  const channel = match[2]?.replaceAll('""', '"') ?? match[3]?.toLowerCase() ?? null;
  return { listen: !match[1], channel };
}

/** The channel a NotificationResponse is for: int32 pid, then the channel's C string. */
function channelOf(message: Buffer): string {
  const start = 9;
  const end = message.indexOf(0, start);
  return message.toString("utf8", start, end);
}

export function routeNotifications(server: PGLiteSocketServer): void {
  const internals = server as unknown as ServerInternals;
  const queue = internals.queryQueue;
  if (!queue || typeof queue.enqueue !== "function" || !(internals.handlers instanceof Set)) {
    throw new Error("pglite-socket changed its internals; re-check src/embedded/route-notifications.ts");
  }
  const listening = new Map<number, Set<string>>();

  const deliver = (message: Buffer) => {
    const channel = channelOf(message);
    for (const [id, channels] of listening) {
      if (!channels.has(channel)) continue;
      const handler = [...internals.handlers].find((h) => h.handlerId === id);
      if (!handler?.socket) {
        listening.delete(id);
        continue;
      }
      if (handler.socket.writable) handler.socket.write(Buffer.from(message));
    }
  };

  const enqueue = queue.enqueue.bind(queue);
  queue.enqueue = (handlerId, message, onData) => {
    const command = parseCommand(message);
    let sent = message;
    if (command?.listen && command.channel) {
      const channels = listening.get(handlerId) ?? new Set<string>();
      channels.add(command.channel);
      listening.set(handlerId, channels);
    } else if (command && !command.listen) {
      if (command.channel) listening.get(handlerId)?.delete(command.channel);
      else listening.delete(handlerId);
      sent = EMPTY_QUERY;
    }
    const split = splitter(onData, deliver);
    return enqueue(handlerId, sent, split.push).then((bytes) => {
      split.flush();
      return bytes;
    });
  };
}

/** Passes a reply through message by message, taking NotificationResponses out of it. */
function splitter(onData: (data: Uint8Array) => void, deliver: (message: Buffer) => void) {
  let pending = Buffer.alloc(0);
  return {
    push(chunk: Uint8Array) {
      const buffer = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk);
      let offset = 0;
      let passFrom = 0;
      while (buffer.length - offset >= 5) {
        const size = 1 + buffer.readInt32BE(offset + 1);
        if (buffer.length - offset < size) break;
        if (buffer[offset] === NOTIFICATION) {
          if (offset > passFrom) onData(buffer.subarray(passFrom, offset));
          deliver(buffer.subarray(offset, offset + size));
          passFrom = offset + size;
        }
        offset += size;
      }
      if (offset > passFrom) onData(buffer.subarray(passFrom, offset));
      pending = buffer.subarray(offset);
    },
    flush() {
      if (pending.length) onData(pending);
      pending = Buffer.alloc(0);
    },
  };
}
