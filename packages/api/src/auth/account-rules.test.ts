import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./account-rules";

// The first sentence for each field, as the sign-up and sign-in forms show it beside the field.
function problems(schema: typeof signUpSchema | typeof signInSchema, values: Record<string, string>) {
  const parsed = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path.join(".");
    found[key] ??= issue.message;
  }
  return found;
}

describe("the sign-up and sign-in rules", () => {
  it("ask for every field before signing up", () => {
    expect(problems(signUpSchema, { name: " ", email: "", password: "" })).toEqual({
      name: "Choose a display name.",
      email: "Enter your email address.",
      password: "Enter your password.",
    });
  });

  it("check the email's shape, and the password's length on sign-up only", () => {
    expect(problems(signUpSchema, { name: "Ana", email: "ana@", password: "short" })).toEqual({
      email: "That doesn't look like an email address.",
      password: "Use at least 10 characters: short passwords are guessed quickly.",
    });
    expect(problems(signUpSchema, { name: "Ana", email: "ana@example.test", password: "123456789" })).toEqual(
      {
        password: "Use at least 10 characters: short passwords are guessed quickly.",
      },
    );
    expect(problems(signInSchema, { email: "ana@example.test", password: "short" })).toEqual({});
    expect(problems(signInSchema, { email: "a na@example.test", password: "x".repeat(129) })).toEqual({
      email: "That doesn't look like an email address.",
      password: "Passwords are at most 128 characters.",
    });
  });

  it("hold the display name to the rule of every name others see: 1–40 visible characters, no controls", () => {
    const name = (value: string) =>
      problems(signUpSchema, { name: value, email: "a@b.co", password: "long enough" }).name;
    expect(name("\u200B")).toBe("Choose a display name.");
    expect(name("x".repeat(41))).toBe("Display names are at most 40 characters.");
    expect(name("Ana\u0000")).toBe("Display names can't contain control characters.");
    expect(name("Ana\u202E")).toBe("Display names can't contain text-direction controls.");
    expect(name("  Zoë 🎲 ")).toBeUndefined();
  });

  it("hand the form trimmed values", () => {
    expect(
      signUpSchema.parse({ name: "  Ana ", email: " ana@example.test ", password: " pass phrase " }),
    ).toEqual({
      name: "Ana",
      email: "ana@example.test",
      password: " pass phrase ",
    });
  });
});
