import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

const FALLBACK = "/home";
const go = (value: unknown) => safeNext(value, FALLBACK);

describe("safeNext", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(go("/")).toBe("/");
    expect(go("/join/ABC234")).toBe("/join/ABC234");
    expect(go("/rooms/x?tab=chat#seat-2")).toBe("/rooms/x?tab=chat#seat-2");
    expect(go("/packs/p1/edit")).toBe("/packs/p1/edit");
    expect(go("/search?q=100%25")).toBe("/search?q=100%25");
    expect(go("/users/a%20b")).toBe("/users/a%20b");
  });

  it("returns the path as the URL parser reads it", () => {
    expect(go("/a/../b")).toBe("/b");
    expect(go("/a/./b")).toBe("/a/b");
  });

  it.each([
    ["the issue's backslash, encoded", "/%5Cevil.example/"],
    ["a backslash", "/\\evil.example"],
    ["a backslash later on", "/ok/..\\..\\evil"],
    ["two backslashes", "\\\\evil.example"],
    ["a backslash encoded twice", "/%255Cevil.example"],
    ["a scheme-relative URL", "//evil.example"],
    ["three slashes", "///evil.example"],
    ["an encoded second slash", "/%2Fevil.example"],
    ["encoded slashes", "%2F%2Fevil.example"],
    ["lower-case encoded slashes", "/%2f%2fevil.example"],
    ["slashes encoded twice", "/%252f%252fevil.example"],
    ["a tab between the slashes", "/\t/evil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a carriage return", "/ok\r\nSet-Cookie: x=1"],
    ["an encoded newline", "/ok%0d%0aLocation:%20https://evil.example"],
    ["a NUL", "/ok\u0000"],
    ["DEL", "/ok\u007f"],
    ["an absolute URL", "https://evil.example/"],
    ["an absolute URL on this scheme", "http://localhost:3000/lobby"],
    ["javascript:", "javascript:alert(1)"],
    ["JavaScript: with a slash after", "JavaScript://%0aalert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a leading space", " /lobby"],
    ["a bare host", "evil.example"],
    ["a relative path", "lobby"],
    ["a malformed escape", "/%E0%A4%A"],
    ["encoded four times over", "/%25252525"],
    ["too long", `/${"a".repeat(2048)}`],
  ])("refuses %s", (_what, value) => {
    expect(go(value)).toBe(FALLBACK);
  });

  it("refuses what is not one string", () => {
    for (const value of [undefined, null, "", ["/a", "/b"], 42, {}]) expect(go(value)).toBe(FALLBACK);
  });
});
