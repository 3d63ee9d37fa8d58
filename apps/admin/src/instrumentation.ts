import { assertServerEnv, startServerRealtime } from "./env";

export async function register() {
  await assertServerEnv("admin");
  await startServerRealtime();
}
