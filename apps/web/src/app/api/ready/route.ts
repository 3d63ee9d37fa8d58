import { readiness } from "@wordhall/api";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET() {
  const { status, body } = await readiness();
  return Response.json(body, { status });
}
