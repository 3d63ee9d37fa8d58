// The page server's own liveness, for the game server's proxy and container probes. The
// front sends /api/* to the game server, so this answers only on the page server's port.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
