import { parseEnv, serverUrl } from "@wordhall/validators/env";
import { z } from "zod";

// The admin page server's settings, read once. Its pages never touch the database: what a
// server component needs (who is asking) it asks the game server for.
const schema = z.object({
  /** Where this process reaches the game server (inside the deployment, not through the front). */
  GAME_SERVER_URL: serverUrl().default("http://127.0.0.1:3000"),
  /** The players' site, for the "sign up on Wordhall" link. */
  WEB_URL: z.url().default("http://localhost:3000"),
});

export type AdminEnv = z.infer<typeof schema>;

let cached: AdminEnv | undefined;

export function adminEnv(): AdminEnv {
  if (!cached) cached = parseEnv(schema, process.env);
  return cached;
}
