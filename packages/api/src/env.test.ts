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
      LIVE_STREAMS_PER_ACCOUNT: 20,
    });
  });

  it("insists on a metrics token in production, so the figures are never open to anyone", () => {
    const production = {
      DATABASE_URL: "postgresql://u@h/d",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      TRUSTED_PROXIES: "none",
    };
    expect(() => readApiEnv(production)).toThrow(/METRICS_TOKEN: is required in production/);
    expect(readApiEnv({ ...production, METRICS_TOKEN: "t".repeat(20) }).METRICS_TOKEN).toBe("t".repeat(20));
  });

  it("insists on a real auth secret in production", () => {
    expect(() =>
      readApiEnv({ DATABASE_URL: "postgresql://u@h/d", NODE_ENV: "production", TRUSTED_PROXIES: "none" }),
    ).toThrow(/BETTER_AUTH_SECRET: is required in production/);
    const secret = "x".repeat(40);
    expect(
      readApiEnv({
        DATABASE_URL: "postgresql://u@h/d",
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: secret,
        TRUSTED_PROXIES: "none",
        METRICS_TOKEN: "m".repeat(20),
      }).authSecret,
    ).toBe(secret);
  });

  it("takes the Daily's secret as set, or derives it from the auth secret without revealing it", () => {
    const base = { DATABASE_URL: "postgresql://u@h/d" };
    expect(() => readApiEnv({ ...base, DAILY_SECRET: "short" })).toThrow(
      /DAILY_SECRET: must be at least 32 characters/,
    );
    expect(readApiEnv({ ...base, DAILY_SECRET: "d".repeat(40) }).dailySecret).toBe("d".repeat(40));
    const one = readApiEnv({ ...base, BETTER_AUTH_SECRET: "a".repeat(40) });
    const again = readApiEnv({ ...base, BETTER_AUTH_SECRET: "a".repeat(40) });
    const other = readApiEnv({ ...base, BETTER_AUTH_SECRET: "b".repeat(40) });
    // Every instance sharing the auth secret agrees; a different secret gives other days.
    expect(one.dailySecret).toBe(again.dailySecret);
    expect(one.dailySecret).not.toBe(other.dailySecret);
    expect(one.dailySecret).not.toContain("a".repeat(8));
  });

  it("takes trusted proxies as addresses and ranges, naming a bad entry", () => {
    const base = { DATABASE_URL: "postgresql://u@h/d" };
    expect(
      readApiEnv({ ...base, TRUSTED_PROXIES: "127.0.0.1, ::1,10.0.0.0/8 , fd00::/8" }).TRUSTED_PROXIES,
    ).toEqual(["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"]);
    expect(readApiEnv({ ...base, TRUSTED_PROXIES: "none" }).TRUSTED_PROXIES).toEqual([]);
    expect(readApiEnv({ ...base, TRUSTED_PROXIES: "NONE" }).TRUSTED_PROXIES).toEqual([]);
    expect(() => readApiEnv({ ...base, TRUSTED_PROXIES: "127.0.0.1,proxy.internal" })).toThrow(
      /TRUSTED_PROXIES: "proxy\.internal" is not an IP address or CIDR range/,
    );
    expect(() => readApiEnv({ ...base, TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => readApiEnv({ ...base, TRUSTED_PROXIES: "none,127.0.0.1" })).toThrow(/"none" is not/);
  });

  it("insists that production says which proxies to trust, or none", () => {
    const production = {
      DATABASE_URL: "postgresql://u@h/d",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      METRICS_TOKEN: "m".repeat(20),
    };
    expect(() => readApiEnv(production)).toThrow(ApiEnvError);
    expect(() => readApiEnv({ ...production, TRUSTED_PROXIES: "" })).toThrow(
      /^Invalid environment: TRUSTED_PROXIES: is required in production: .*or none when browsers reach this server directly$/,
    );
    expect(readApiEnv({ ...production, TRUSTED_PROXIES: "127.0.0.1,::1" }).TRUSTED_PROXIES).toEqual([
      "127.0.0.1",
      "::1",
    ]);
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
