import { z } from "zod";

// The web page server's settings, read once. Its pages never touch the database: what a
// server component renders (a pack, a player, a replay) it asks a game server for.
const schema = z.object({
  /**
   * Where this process reaches a game server (inside the deployment, not through the front).
   * http or https only: "game-server:3000" would pass as a URL of scheme "game-server".
   */
  GAME_SERVER_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:3000"),
});

export type WebEnv = z.infer<typeof schema>;

let cached: WebEnv | undefined;

export function webEnv(): WebEnv {
  if (cached) return cached;
  const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}`);
  }
  cached = parsed.data;
  return cached;
}
