import type { Db } from "@wordhall/db";
import type { Role } from "../auth/roles";
import { appRouter } from "../root";
import { createCallerFactory } from "../trpc";

// Test-only: the real router, called as a signed-in user (by id) or anonymously (null).
const factory = createCallerFactory(appRouter);

export function callerFor(db: Db, userId: string | null, role: Role = "player") {
  const user = userId ? { id: userId, name: userId, email: `${userId}@example.test`, role } : null;
  return factory({ db, headers: new Headers(), user });
}
