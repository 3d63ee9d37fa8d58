import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { errorMessage, isUncertainOutcome, ruleOf } from "./action-error";

/** A client error as tRPC builds it from a server's error response. */
const serverError = (code: string, message: string, rule?: string) =>
  TRPCClientError.from({
    error: { code: -32600, message, data: { code, httpStatus: 400, ...(rule ? { rule } : {}) } },
  });

describe("action errors", () => {
  it("passes the server's own words through for a refused move", () => {
    const e = serverError("BAD_REQUEST", "It is not your turn to draw.", "not-your-turn");
    expect(errorMessage(e)).toBe("It is not your turn to draw.");
    expect(ruleOf(e)).toBe("not-your-turn");
    expect(isUncertainOutcome(e)).toBe(false);
  });

  it("treats a lost answer and a version race as worth resending with the same id", () => {
    expect(isUncertainOutcome(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUncertainOutcome(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(true);
    expect(isUncertainOutcome(serverError("CONFLICT", "The game changed. Please try again."))).toBe(true);
    expect(isUncertainOutcome(serverError("CONFLICT", "This game is over."))).toBe(false);
    expect(errorMessage(new TypeError("Failed to fetch"))).toMatch(/couldn't reach the server/);
  });

  it("replaces internal details with a plain sentence", () => {
    expect(errorMessage(serverError("INTERNAL_SERVER_ERROR", "prisma exploded"))).not.toMatch(/prisma/);
    expect(errorMessage(serverError("UNAUTHORIZED", "Sign in to do that."))).toMatch(/Sign in again/);
  });
});
