import { describe, expect, it } from "vitest";
import { type CheckedSession, SessionCache } from "./session-cache";

const ana: CheckedSession = {
  user: { id: "u-ana", name: "Ana", email: "ana@example.test", role: "player" },
  expiresAt: 1_000_000,
};

function setup(options: { listening?: boolean } = {}) {
  let now = 0;
  let listening = options.listening ?? true;
  let answer: CheckedSession | null = ana;
  const cache = new SessionCache(
    () => listening,
    () => now,
  );
  let checks = 0;
  const check = async () => {
    checks++;
    return answer;
  };
  return {
    cache,
    user: (cookie: string | null = "token=a") => cache.user(cookie, check),
    checks: () => checks,
    at: (ms: number) => {
      now = ms;
    },
    answer: (value: CheckedSession | null) => {
      answer = value;
    },
    listen: (on: boolean) => {
      listening = on;
    },
  };
}

describe("the session cache", () => {
  it("checks a cookie once, then answers from memory until 30 s have passed", async () => {
    const s = setup();
    expect(await s.user()).toEqual(ana.user);
    expect(await s.user()).toEqual(ana.user);
    expect(s.checks()).toBe(1);
    s.at(30_001);
    await s.user();
    expect(s.checks()).toBe(2);
  });

  it("checks again once the session itself has expired", async () => {
    const s = setup();
    s.answer({ ...ana, expiresAt: 10 });
    await s.user();
    s.at(11);
    s.answer(null);
    expect(await s.user()).toBeNull();
    expect(s.checks()).toBe(2);
  });

  it("forgets a user's sessions when told they changed, and everything on a resync", async () => {
    const s = setup();
    await s.user("token=a");
    s.cache.invalidate("u-someone-else");
    await s.user("token=a");
    expect(s.checks()).toBe(1);
    s.cache.invalidate("u-ana");
    s.answer(null);
    expect(await s.user("token=a")).toBeNull();
    s.answer(ana);
    await s.user("token=a");
    s.cache.invalidate(null);
    await s.user("token=a");
    expect(s.checks()).toBe(4);
  });

  it("does not keep a check that an invalidation overtook", async () => {
    const s = setup();
    let release: () => void = () => {};
    const slow = s.cache.user(
      "token=a",
      () =>
        new Promise<CheckedSession>((resolve) => {
          release = () => resolve(ana);
        }),
    );
    s.cache.invalidate("u-ana");
    release();
    await slow;
    await s.user("token=a");
    expect(s.checks()).toBe(1);
  });

  it("is bypassed while the LISTEN connection is down, and never caches no session", async () => {
    const s = setup({ listening: false });
    await s.user();
    await s.user();
    expect(s.checks()).toBe(2);
    s.listen(true);
    s.answer(null);
    await s.user();
    await s.user();
    expect(s.checks()).toBe(4);
    await s.user(null);
    expect(s.checks()).toBe(5);
  });
});
