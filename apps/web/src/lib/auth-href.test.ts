import { describe, expect, it } from "vitest";
import { authHref } from "./auth-href";

// Which values count as this site's paths is safeNext's business (packages/ui).
describe("sign-in and sign-up links", () => {
  it("come back to a path on this site", () => {
    expect(authHref("/sign-in", "/join/ABC234")).toBe("/sign-in?next=%2Fjoin%2FABC234");
    expect(authHref("/sign-up", "/rooms/x?tab=chat")).toBe("/sign-up?next=%2Frooms%2Fx%3Ftab%3Dchat");
  });

  it("leave out a missing or foreign one", () => {
    expect(authHref("/sign-up", null)).toBe("/sign-up");
    expect(authHref("/sign-up", "//evil.test")).toBe("/sign-up");
    expect(authHref("/sign-in", "/%5Cevil.example/")).toBe("/sign-in");
  });
});
