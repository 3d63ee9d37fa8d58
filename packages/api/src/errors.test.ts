import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { createCallerFactory, createRouter, publicProcedure } from "./trpc";

describe("application errors", () => {
  const router = createRouter({
    refuse: publicProcedure.query(() => {
      throw new AppError("CONFLICT", "This game is over.", "game-over");
    }),
  });

  it("become tRPC errors with the same code and the player's message", async () => {
    const caller = createCallerFactory(router)({ db: {} as never, headers: new Headers(), user: null });
    await expect(caller.refuse()).rejects.toMatchObject({ code: "CONFLICT", message: "This game is over." });
  });
});
