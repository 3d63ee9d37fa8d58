import { z } from "zod";

// The only place in the api package that reads process.env; validated once, at first use.

const schema = z.object({
  DATABASE_URL: z
    .string({ error: "is required (pnpm start sets it to the embedded database when you have none)" })
    .trim()
    .regex(/^postgres(ql)?:\/\/[^\s]+$/, "must look like postgresql://user@host:5432/database"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Connections per server process; the LISTEN connection comes on top. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
});

export type ApiEnv = z.infer<typeof schema>;

export class ApiEnvError extends Error {
  override readonly name = "ApiEnvError";
}

export function readApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ApiEnvError(`Invalid environment: ${detail}`);
  }
  return parsed.data;
}
