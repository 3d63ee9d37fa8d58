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
      password: "Use at least 8 characters.",
    });
    expect(validateAuthForm("sign-in", { name: "", email: "ana@example.test", password: "short" })).toEqual(
      {},
    );
  });
});
