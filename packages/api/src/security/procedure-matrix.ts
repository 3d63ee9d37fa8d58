import { TRPCError } from "@trpc/server";
import type { Db } from "@wordhall/db";
import { ZodError } from "zod";
import type { Role } from "../auth/roles";
import { appRouter } from "../root";
import { createCallerFactory, type SessionUser } from "../trpc";

// Test-only helpers shared by the access matrix and the input fuzz: every procedure of the
// real router by its dotted path, called as a given user, its outcome reduced to a class.

export type ProcedureType = "query" | "mutation" | "subscription";

/** Every procedure of the app router, from the router's own definition (new ones included). */
export function allProcedures(): { path: string; type: ProcedureType }[] {
  // At run time the definition lists procedures flat, by dotted path (its type nests them).
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: ProcedureType } }
  >;
  return Object.entries(procedures)
    .map(([path, procedure]) => ({ path, type: procedure._def.type }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

const factory = createCallerFactory(appRouter);

export type Outcome =
  | "ok"
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PRECONDITION_FAILED"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR"
  /** BAD_REQUEST from the input schema, before the procedure ran. */
  | "INVALID_INPUT"
  | "OTHER";

const KNOWN = new Set<string>([
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "TOO_MANY_REQUESTS",
  "INTERNAL_SERVER_ERROR",
]);

export type Called = { outcome: Outcome; message?: string; value?: unknown };

function classify(error: unknown): Called {
  if (error instanceof TRPCError && error.code === "BAD_REQUEST" && error.cause instanceof ZodError) {
    return { outcome: "INVALID_INPUT", message: error.message };
  }
  if (error instanceof TRPCError) {
    return { outcome: (KNOWN.has(error.code) ? error.code : "OTHER") as Outcome, message: error.message };
  }
  return { outcome: "INTERNAL_SERVER_ERROR", message: String(error) };
}

/**
 * Calls one procedure. A subscription is read up to its first item (the snapshot, or the
 * refusal) and then closed.
 */
export async function callProcedure(
  db: Db,
  user: SessionUser | null,
  path: string,
  input: unknown,
): Promise<Called> {
  const caller = factory({ db, headers: new Headers(), user });
  // The caller is a proxy: walking the dotted path reaches the procedure.
  let target: unknown = caller;
  for (const part of path.split(".")) target = (target as Record<string, unknown>)[part];
  const abort = new AbortController();
  try {
    const result = await (target as (i: unknown, o: { signal: AbortSignal }) => Promise<unknown>)(input, {
      signal: abort.signal,
    });
    if (result && typeof result === "object" && Symbol.asyncIterator in result) {
      const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
      try {
        const first = await Promise.race([
          iterator.next(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("no first item within 5 s")), 5_000),
          ),
        ]);
        return { outcome: "ok", value: first.value };
      } finally {
        abort.abort();
        await iterator.return?.();
      }
    }
    return { outcome: "ok", value: result };
  } catch (error) {
    return classify(error);
  } finally {
    abort.abort();
  }
}

export function sessionUser(id: string, role: Role): SessionUser {
  return { id, name: id, email: `${id}@example.test`, role };
}
