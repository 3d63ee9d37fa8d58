import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { refusalOf } from "./server";

/** An error as the tRPC client raises it for a procedure's answer with this status. */
function answered(httpStatus: number, code: string, message: string) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32000, data: { code, httpStatus, path: "games.record" } } },
  });
}

describe("refusalOf", () => {
  it("gives a 4xx answer as plain data: the server's sentence and its code", () => {
    const refusal = refusalOf(answered(404, "NOT_FOUND", "That game does not exist."));
    expect(refusal).toEqual({
      message: "That game does not exist.",
      data: { code: "NOT_FOUND", httpStatus: 404 },
    });
    // Plain data, so a server component can hand it to a client component.
    expect(Object.getPrototypeOf(refusal)).toBe(Object.prototype);
    expect(refusalOf(answered(403, "FORBIDDEN", "Only its players may do that."))?.data.code).toBe(
      "FORBIDDEN",
    );
    expect(refusalOf(answered(400, "BAD_REQUEST", "gameId: That is not a game id."))?.data.httpStatus).toBe(
      400,
    );
  });

  it("leaves to the browser what may go better there: our failures, limits and no answer at all", () => {
    expect(refusalOf(answered(500, "INTERNAL_SERVER_ERROR", "Something went wrong on our side."))).toBeNull();
    expect(refusalOf(answered(503, "SERVICE_UNAVAILABLE", "Try again."))).toBeNull();
    expect(refusalOf(answered(429, "TOO_MANY_REQUESTS", "Too many requests."))).toBeNull();
    expect(refusalOf(new TRPCClientError("fetch failed"))).toBeNull();
    expect(refusalOf(new Error("That game does not exist."))).toBeNull();
    expect(refusalOf("NOT_FOUND")).toBeNull();
  });
});
