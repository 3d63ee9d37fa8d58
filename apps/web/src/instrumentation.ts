import { assertServerEnv, startServerRealtime } from "./env";

export async function register() {
  await assertServerEnv("web");
  await startServerRealtime();
}
