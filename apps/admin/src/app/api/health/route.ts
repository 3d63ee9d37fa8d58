import { liveness } from "@wordhall/api";

export const dynamic = "force-dynamic";

export function GET() {
  const { status, body } = liveness();
  return Response.json(body, { status });
}
