import { initTRPC } from "@trpc/server";
import type { Db } from "@wordhall/db";
import { ZodError, z } from "zod";

export type Context = {
  readonly db: Db;
  readonly headers: Headers;
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Bad input reaches the player as a sentence naming the field, not a zod dump.
    const cause = error.cause;
    if (error.code === "BAD_REQUEST" && cause instanceof ZodError) {
      return {
        ...shape,
        message: cause.issues
          .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
          .join("; "),
        data: { ...shape.data, fieldErrors: z.flattenError(cause).fieldErrors },
      };
    }
    return shape;
  },
});

export const createRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
