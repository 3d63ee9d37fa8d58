import { registerServer } from "@wordhall/api/next-register";

export async function register() {
  await registerServer("web");
}
