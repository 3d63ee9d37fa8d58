import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "./account-rules";
import { passwordProblem } from "./password-strength";

const COMMON = "This password is among the most common ones; attackers try those first.";

describe("passwordProblem", () => {
  it("refuses the most common passwords, saying why, whatever their length", async () => {
    for (const password of ["password", "12345678", "qwertyuiop", "password123", "iloveyou"]) {
      expect(await passwordProblem(password), password).toMatch(
        new RegExp(`^${COMMON} Use at least 10 characters`),
      );
    }
  });

  it("names other easy patterns", async () => {
    expect(await passwordProblem("aaaaaaaaaaaa")).toMatch(/^Repeated characters like "aaa"/);
    expect(await passwordProblem("abcdefghijkl")).toMatch(/^Sequences like "abc"/);
    expect(await passwordProblem("ana@example.test", ["ana@example.test", "ana"])).toMatch(
      /contains your name or email/,
    );
  });

  it("refuses a strong-looking password under the minimum length", async () => {
    expect(await passwordProblem("Xq7#vL2p!")).toBe(
      `This password is too short. Use at least ${PASSWORD_MIN_LENGTH} characters; a few words of your own are long and easy to remember.`,
    );
  });

  it("accepts a few words of one's own, and long passwords quickly", async () => {
    expect(await passwordProblem("lantern-orchard-velvet-42")).toBeNull();
    expect(await passwordProblem("correct horse battery")).toBeNull();
    expect(await passwordProblem(`${"zebra kettle moss ".repeat(7)}`)).toBeNull();
  });
});
