// What no player may ever receive while a game runs (OMW-50 and BuyWord's hidden bag):
// the seed, the PRNG, the bag, the token supply, hidden deadlines, others' hands and tokens.

const FORBIDDEN_KEYS = new Set(["seed", "rng", "bag", "supply", "deadline", "nextDeadline", "deck"]);

/** Keys in a parsed payload that must never travel, with their paths. */
export function forbiddenKeys(
  value: unknown,
  allowed: ReadonlySet<string> = new Set(),
  path = "$",
): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, allowed, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(FORBIDDEN_KEYS.has(key) && !allowed.has(key) ? [`${path}.${key}`] : []),
    ...forbiddenKeys(v, allowed, `${path}.${key}`),
  ]);
}

/** Keys whose numbers are public instants, as JSON or as JSON inside a JSON string. */
const PUBLIC_TIMES = /\\?"closesAt\\?":\d+/g;

/** A payload as one client received it, and when. */
export type Received = { readonly at: number; readonly text: string };

/** Secrets sampled from the server's own state while the game ran. */
export type Secrets = {
  readonly seed: string;
  /** Hidden deadlines (epoch ms): until one passes, nobody may know it. */
  readonly deadlines: ReadonlySet<number>;
  /** Bag orders seen (as JSON), long enough not to match by chance. */
  readonly bags: ReadonlySet<string>;
};

/**
 * Every leak found. `allowedKeys` names keys public in this game (BuyWord shows a decision's
 * time limit, so its `deadline` is no secret).
 */
export function leaks(
  received: readonly Received[],
  secrets: Secrets,
  allowedKeys: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = [];
  for (const { at, text } of received) {
    if (text.includes(secrets.seed)) found.push(`seed in ${text.slice(0, 200)}`);
    // A public instant (a challenge's closing time) can equal a hidden deadline to the
    // millisecond by chance; it is not a leak of it.
    const withoutPublicTimes = text.replace(PUBLIC_TIMES, "");
    for (const deadline of secrets.deadlines) {
      if (at < deadline && withoutPublicTimes.includes(String(deadline)))
        found.push(`deadline ${deadline} before it passed in ${text.slice(0, 200)}`);
    }
    for (const bag of secrets.bags) if (text.includes(bag.slice(1, -1))) found.push(`bag ${bag} in ${text}`);
    try {
      const keys = forbiddenKeys(JSON.parse(text), allowedKeys);
      if (keys.length > 0) found.push(`forbidden keys ${keys.join(", ")}`);
    } catch {
      // SSE frames and plain-text errors are checked by substring only.
    }
  }
  return found;
}
