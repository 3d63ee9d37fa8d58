import { describe, expect, it } from "vitest";
import { authHref, safeNextPath } from "./safe-next";

describe("where sign-in goes afterwards", () => {
  it("keeps paths on this site", () => {
    expect(safeNextPath("/join/ABC234")).toBe("/join/ABC234");
    expect(safeNextPath("/rooms/x?tab=chat")).toBe("/rooms/x?tab=chat");
  });

  it("refuses other sites and odd values, falling back to the lobby", () => {
    for (const bad of [
      "https://evil.test/",
      "//evil.test",
      "/\\evil.test",
      "javascript:alert(1)",
      "",
      null,
      "/a\nb",
    ]) {
      expect(safeNextPath(bad)).toBe("/lobby");
    }
  });

  it("builds sign-in links that come back", () => {
    expect(authHref("/sign-in", "/join/ABC234")).toBe("/sign-in?next=%2Fjoin%2FABC234");
    expect(authHref("/sign-up", null)).toBe("/sign-up");
    expect(authHref("/sign-up", "//evil.test")).toBe("/sign-up");
  });
});
