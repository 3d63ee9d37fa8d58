import { parseEnv, serverUrl } from "@wordhall/validators/env";
import { z } from "zod";

// The web page server's settings, read once. Its pages never touch the database: what a
// server component renders (a pack, a player, a replay) it asks a game server for.
const schema = z.object({
  /** Where this process reaches a game server (inside the deployment, not through the front). */
  GAME_SERVER_URL: serverUrl().default("http://127.0.0.1:3000"),
});

export type WebEnv = z.infer<typeof schema>;

let cached: WebEnv | undefined;

export function webEnv(): WebEnv {
  if (!cached) cached = parseEnv(schema, process.env);
  return cached;
}
