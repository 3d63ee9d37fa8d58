import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { createCallerFactory, createRouter, publicProcedure } from "./trpc";

describe("application errors", () => {
  const router = createRouter({
    refuse: publicProcedure.query(() => {
      throw new AppError("CONFLICT", "This game is over.", "game-over");
    }),
    // What an unexpected failure looks like: the driver's text names tables and queries.
    crash: publicProcedure.query(() => {
      throw new Error('relation "game_result" does not exist');
    }),
  });

  it("become tRPC errors with the same code and the player's message", async () => {
    const caller = createCallerFactory(router)({ db: {} as never, headers: new Headers(), user: null });
    await expect(caller.refuse()).rejects.toMatchObject({ code: "CONFLICT", message: "This game is over." });
  });

  const serve = (path: string) =>
    fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request(`http://localhost/api/trpc/${path}`),
      router,
      createContext: () => ({ db: {} as never, headers: new Headers(), user: null }),
    });

  it("reach the client with their message and rule, and no stack trace", async () => {
    const response = await serve("refuse");
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error.message).toBe("This game is over.");
    expect(body.error.data).toMatchObject({ code: "CONFLICT", rule: "game-over" });
    expect(body.error.data.stack).toBeUndefined();
  });

  it("hide an unexpected failure's own text behind a plain sentence", async () => {
    const response = await serve("crash");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("game_result");
    expect(text).not.toContain("stack");
    expect(JSON.parse(text).error.message).toBe("Something went wrong on our side. Please try again.");
  });
});
