import { handleMetricsRequest } from "@wordhall/api";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = (request: Request) => handleMetricsRequest(request);
