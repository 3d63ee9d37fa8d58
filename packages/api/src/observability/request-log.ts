import { logger } from "./logger";
import { metrics } from "./metrics";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";

type Handler<Extra extends unknown[]> = (
  request: Request,
  requestId: string,
  ...extra: Extra
) => Promise<Response>;

/**
 * Gives each API request an id (the caller's x-request-id, or a new one), writes one log
 * line when the response starts, counts it, and returns the id in the response header so
 * a player's report, the proxy's log and ours can be matched.
 */
export function withRequestLog<Extra extends unknown[] = []>(
  route: string,
  handler: Handler<Extra>,
): (request: Request, ...extra: Extra) => Promise<Response> {
  return async (request, ...extra) => {
    const started = performance.now();
    const requestId = requestIdFrom(request.headers);
    const path = new URL(request.url).pathname;
    let response: Response;
    try {
      response = await handler(request, requestId, ...extra);
    } catch (error) {
      logger().error({ requestId, method: request.method, path, err: error }, "request failed");
      metrics().httpRequests.inc({ route, method: request.method, status: "500" });
      throw error;
    }
    const ms = Math.round(performance.now() - started);
    const status = response.status;
    const line = { requestId, method: request.method, path, status, ms };
    if (status >= 500) logger().error(line, "request");
    else logger().info(line, "request");
    metrics().httpRequests.inc({ route, method: request.method, status: String(status) });
    return withHeader(response, REQUEST_ID_HEADER, requestId);
  };
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Some responses have immutable headers (e.g. from fetch); copy them instead.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
