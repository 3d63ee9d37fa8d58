import { describe, expect, it } from "vitest";
import { validateAuthForm } from "./validate-auth-form";

describe("the sign-up and sign-in forms", () => {
  it("asks for every field before signing up", () => {
    expect(validateAuthForm("sign-up", { name: " ", email: "", password: "" })).toEqual({
      name: "Choose a display name.",
      email: "Enter your email address.",
      password: "Enter your password.",
    });
  });

  it("checks the email's shape and the password's length on sign-up only", () => {
    expect(validateAuthForm("sign-up", { name: "Ana", email: "ana@", password: "short" })).toEqual({
      email: "That doesn't look like an email address.",
      password: "Use at least 10 characters: short passwords are guessed quickly.",
    });
    expect(
      validateAuthForm("sign-up", { name: "Ana", email: "ana@example.test", password: "123456789" }),
    ).toEqual({ password: "Use at least 10 characters: short passwords are guessed quickly." });
    expect(validateAuthForm("sign-in", { name: "", email: "ana@example.test", password: "short" })).toEqual(
      {},
    );
  });

  it("holds the display name to the server's rule: 1–40 visible characters, no controls", () => {
    const name = (value: string) =>
      validateAuthForm("sign-up", { name: value, email: "a@b.co", password: "long enough" }).name;
    expect(name("\u200B")).toBe("Choose a display name.");
    expect(name("x".repeat(41))).toBe("Display names are at most 40 characters.");
    expect(name("Ana\u0000")).toBe("Display names can't contain control characters.");
    expect(name("Ana\u202E")).toBe("Display names can't contain text-direction controls.");
    expect(name("  Zoë 🎲 ")).toBeUndefined();
  });
});
