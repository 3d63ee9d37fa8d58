import { describe, expect, it } from "vitest";
import { ApiEnvError, readApiEnv, readLogLevel } from "./env";

describe("api environment", () => {
  it("names a missing DATABASE_URL and says how to get one", () => {
    expect(() => readApiEnv({})).toThrow(ApiEnvError);
    expect(() => readApiEnv({})).toThrow(/DATABASE_URL: is required/);
  });

  it("names every malformed variable in one line", () => {
    expect(() => readApiEnv({ DATABASE_URL: "http://x", DATABASE_POOL_SIZE: "0" })).toThrow(
      /DATABASE_URL: must look like .*; DATABASE_POOL_SIZE:/,
    );
  });

  it("accepts a valid environment with defaults", () => {
    expect(readApiEnv({ DATABASE_URL: "postgresql://u@h:5432/d" })).toMatchObject({
      DATABASE_URL: "postgresql://u@h:5432/d",
      NODE_ENV: "development",
      DATABASE_POOL_SIZE: 8,
      WEB_URL: "http://localhost:3000",
      TRUSTED_PROXIES: [],
    });
  });

  it("insists on a real auth secret in production", () => {
    expect(() => readApiEnv({ DATABASE_URL: "postgresql://u@h/d", NODE_ENV: "production" })).toThrow(
      /BETTER_AUTH_SECRET: is required in production/,
    );
    const secret = "x".repeat(40);
    expect(
      readApiEnv({ DATABASE_URL: "postgresql://u@h/d", NODE_ENV: "production", BETTER_AUTH_SECRET: secret })
        .authSecret,
    ).toBe(secret);
  });

  it("checks the log level and the metrics token, and lets the logger fall back alone", () => {
    expect(() => readApiEnv({ DATABASE_URL: "postgresql://u@h/d", LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => readApiEnv({ DATABASE_URL: "postgresql://u@h/d", METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(readLogLevel({ LOG_LEVEL: "loud" })).toBe("info");
    expect(readLogLevel({ LOG_LEVEL: "debug" })).toBe("debug");
  });
});
