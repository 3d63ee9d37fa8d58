import { describe, expect, it } from "vitest";
import { EnvError, readDbEnv } from "./env";

describe("database environment", () => {
  it("accepts a PostgreSQL URL and fills defaults", () => {
    const env = readDbEnv({ DATABASE_URL: "postgresql://u@db:5432/app" });
    expect(env.DATABASE_URL).toBe("postgresql://u@db:5432/app");
    expect(env.EMBEDDED_DB_PORT).toBe(54329);
    expect(env.dataDir).toMatch(/\.data[/\\]pglite$/);
  });

  it("treats an empty DATABASE_URL as unset, meaning the embedded database", () => {
    expect(readDbEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one line", () => {
    try {
      readDbEnv({ DATABASE_URL: "mysql://x", EMBEDDED_DB_PORT: "80" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("EMBEDDED_DB_PORT");
      expect(message).not.toContain("\n");
    }
  });
});
