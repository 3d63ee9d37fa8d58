import type { Db } from "@wordhall/db";
import { Realtime, type RealtimeOptions } from "./runtime";

// Which Realtime serves a database client. The game server makes one at start-up; tests run
// several "instances" side by side in one process, each with its own pool. Procedures find
// theirs from the context's database client.
const registry = new WeakMap<Db, Realtime>();

export function createRealtime(options: RealtimeOptions): Realtime {
  const rt = new Realtime(options);
  registry.set(options.db, rt);
  return rt;
}

/** The Realtime serving this database client, if any. */
export function existingRealtime(db: Db): Realtime | undefined {
  return registry.get(db);
}

/** The Realtime serving this database client; live procedures cannot run without one. */
export function realtimeFor(db: Db): Realtime {
  const known = registry.get(db);
  if (!known) throw new Error("No Realtime serves this database client (createRealtime first).");
  return known;
}
