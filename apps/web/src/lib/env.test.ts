import { afterEach, describe, expect, it, vi } from "vitest";

// env.ts reads once per process; each case loads it afresh.
async function freshEnv() {
  vi.resetModules();
  return (await import("./env")).webEnv;
}

describe("webEnv", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("reaches a game server on this machine unless told otherwise (an empty value counts as unset)", async () => {
    vi.stubEnv("GAME_SERVER_URL", "");
    expect((await freshEnv())().GAME_SERVER_URL).toBe("http://127.0.0.1:3000");
    vi.stubEnv("GAME_SERVER_URL", "http://wordhall-game-server");
    expect((await freshEnv())().GAME_SERVER_URL).toBe("http://wordhall-game-server");
  });

  it("refuses an address that is not a URL, in one line naming it", async () => {
    for (const wrong of ["game-server:3000", "ftp://game-server", "not a url"]) {
      vi.stubEnv("GAME_SERVER_URL", wrong);
      const webEnv = await freshEnv();
      expect(() => webEnv(), wrong).toThrow(/^Invalid environment: GAME_SERVER_URL: [^\n]+$/);
    }
  });
});
