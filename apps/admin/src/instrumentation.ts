import { assertServerEnv } from "./env";

export async function register() {
  await assertServerEnv("admin");
}
