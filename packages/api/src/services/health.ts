import { type Db, databaseStatus } from "@wordhall/db";

export type Readiness = { readonly status: number; readonly body: Record<string, unknown> };

/** /api/ready: 200 only when the database answers and has every committed migration. */
export async function readiness(db: Db): Promise<Readiness> {
  let status: Awaited<ReturnType<typeof databaseStatus>>;
  try {
    status = await databaseStatus(db);
  } catch (error) {
    status = { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  return status.ok
    ? { status: 200, body: { status: "ready", migrations: status.migrations } }
    : { status: 503, body: { status: "not ready", reason: status.reason } };
}

/** /api/health: the process is alive and serving; deliberately touches nothing else. */
export function liveness(): Readiness {
  return { status: 200, body: { status: "ok", uptimeSeconds: Math.round(process.uptime()) } };
}
