import { DEVELOPMENT_DAILY_SECRET } from "../../env";

// The secret the Daily's seeds are derived from, for this process. The host installs the one
// its environment names (ApiServer does, from ApiEnv.dailySecret); tests and tools that build
// no server get the development one, which is what an unconfigured development server uses.

let current: string | null = null;

export function useDailySecret(secret: string): void {
  current = secret;
}

export function dailySecret(): string {
  return current ?? DEVELOPMENT_DAILY_SECRET;
}
