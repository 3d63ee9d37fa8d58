import { handleTrpcRequest } from "@wordhall/api";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = (request: Request) => handleTrpcRequest(request);
export const POST = (request: Request) => handleTrpcRequest(request);
