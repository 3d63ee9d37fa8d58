import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message";

describe("errors as players read them", () => {
  it("passes the server's own sentences through", () => {
    expect(
      errorMessage({ message: "That seat is taken.", data: { code: "CONFLICT", httpStatus: 409 } }),
    ).toBe("That seat is taken.");
    expect(errorMessage({ message: "Invalid email or password", status: 401 })).toBe(
      "Invalid email or password",
    );
  });

  it("says plainly when there were too many attempts", () => {
    expect(errorMessage({ message: "Too many requests", status: 429 })).toMatch(/too many attempts/i);
    expect(
      errorMessage({
        message: "Too many sign-in attempts for this account. Try again in 40 seconds.",
        status: 429,
      }),
    ).toBe("Too many sign-in attempts for this account. Try again in 40 seconds.");
  });

  it("hides internals and network jargon", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toMatch(/can't reach wordhall/i);
    expect(errorMessage({ message: "prisma exploded", data: { code: "INTERNAL_SERVER_ERROR" } })).toMatch(
      /on our side/,
    );
    expect(errorMessage(undefined)).toMatch(/something went wrong/i);
  });
});
