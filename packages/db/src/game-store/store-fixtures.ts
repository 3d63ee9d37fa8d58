import { randomUUID } from "node:crypto";
import type { Db } from "../client";
import type { CommitInput } from "./commit-games";

// Test support: the store does not care what a state means, so its tests write games with
// plain marker states instead of running an engine.

export async function addUsers(db: Db, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const id = `u-${name}-${randomUUID().slice(0, 8)}`;
    await db.user.create({ data: { id, name, email: `${id}@example.test` } });
    ids.push(id);
  }
  return ids;
}

export async function addGame(
  db: Db,
  seats: readonly string[],
  options: { nextDeadline?: number | null; createdAt?: number } = {},
): Promise<{ id: string; version: number }> {
  return db.game.create({
    data: {
      kind: "buyword",
      engineVersion: "test",
      config: {},
      seed: "seed",
      state: { marker: "start" },
      version: 0,
      nextDeadline: options.nextDeadline == null ? null : new Date(options.nextDeadline),
      createdAt: new Date(options.createdAt ?? Date.now()),
      seats: { create: seats.map((userId, seat) => ({ seat, userId })) },
    },
    select: { id: true, version: true },
  });
}

let counter = 0;
/** One step by seat 0 on top of `version`, whose state carries the client action id. */
export function oneStep(
  game: { id: string; version: number },
  options: { clientActionId?: string; at?: number; nextDeadline?: number | null } = {},
): CommitInput {
  const clientActionId = options.clientActionId ?? `c-${++counter}`;
  return {
    gameId: game.id,
    fromVersion: game.version,
    steps: [
      { seat: 0, clientActionId, action: { type: "mark", id: clientActionId }, at: options.at ?? Date.now() },
    ],
    state: { marker: clientActionId },
    nextDeadline: options.nextDeadline ?? null,
  };
}

export async function storedGame(db: Db, id: string) {
  return db.game.findUniqueOrThrow({
    where: { id },
    select: {
      version: true,
      status: true,
      state: true,
      nextDeadline: true,
      actions: { orderBy: { seq: "asc" }, select: { seq: true, seat: true, clientActionId: true, at: true } },
    },
  });
}
