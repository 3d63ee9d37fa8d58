import type { Db } from "@wordhall/db";
import type { Role } from "../../auth/roles";
import { appRouter } from "../../root";
import { createCallerFactory, type SessionUser } from "../../trpc";

// Test-only: callers through the real router, as the people a procedure must be tried with.
const factory = createCallerFactory(appRouter);

export type TestUser = SessionUser;

export async function makeUser(db: Db, name: string, role: Role = "player"): Promise<TestUser> {
  const id = `u-${name}-${Math.random().toString(36).slice(2, 8)}`;
  const user = await db.user.create({ data: { id, name, email: `${id}@example.test`, role } });
  return { id: user.id, name: user.name, email: user.email, role };
}

export function callerAs(db: Db, user: TestUser | null) {
  return factory({ db, headers: new Headers(), user });
}
