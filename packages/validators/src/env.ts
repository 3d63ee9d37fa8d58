import { z } from "zod";

// Every process reads its settings the same way: an empty variable counts as unset (a
// systemd unit's `FOO=` or a compose file's `FOO:` leave one), and a bad one stops it at
// start with one line naming every problem, never halfway through a request.

/** A URL a server fetches: http or https only ("game-server:3000" would pass as a URL of scheme "game-server"). */
export const serverUrl = () => z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

/** One line naming every bad or missing variable. */
export function describeEnvIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`).join("; ");
}

/**
 * The settings `schema` reads from `source`, empty values left out. A problem throws
 * `makeError("Invalid environment: …")` (each process its own error class).
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
  makeError: (message: string) => Error = (message) => new Error(message),
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) throw makeError(`Invalid environment: ${describeEnvIssues(parsed.error)}`);
  return parsed.data;
}
