import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./run-script";

// Reading infra/systemd's units the way systemd and deploy.sh do, for the lint (what a unit
// says) and the plain-host test (starting a release's servers exactly as the units would).

export function unitText(name: string): string {
  return readFileSync(join(repoRoot, "infra", "systemd", name), "utf8");
}

/** Every directive of a unit, each with its values in file order; sections and comments dropped. */
export function unitDirectives(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!match) continue;
    const [, key, value] = match as unknown as [string, string, string];
    directives.set(key, [...(directives.get(key) ?? []), value]);
  }
  return directives;
}

export function directive(text: string, key: string): string | undefined {
  return unitDirectives(text).get(key)?.at(-1);
}

/** The @NAME@ placeholders deploy.sh fills in when it installs the units. */
export function placeholdersRenderedByDeploy(): string[] {
  const deploy = readFileSync(join(repoRoot, "infra", "scripts", "deploy.sh"), "utf8");
  return [...new Set([...deploy.matchAll(/"s#@([A-Z_]+)@#/g)].map((m) => m[1] as string))].sort();
}

export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/@([A-Z_]+)@/g)].map((m) => m[1] as string))].sort();
}

/** The unit as deploy.sh installs it: every placeholder filled in, or an error naming the first left. */
export function renderUnit(text: string, values: Record<string, string>): string {
  const rendered = text.replace(/@([A-Z_]+)@/g, (whole, name: string) => values[name] ?? whole);
  const left = placeholdersIn(rendered);
  if (left.length) throw new Error(`no value for @${left[0]}@`);
  return rendered;
}

/** KEY=value lines, as systemd's EnvironmentFile= reads them (comments and blank lines skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1] as string] = (match[2] as string).trim();
  }
  return env;
}

/**
 * The environment systemd gives a unit's process: Environment= assignments in order (with
 * %i the instance), then the EnvironmentFile='s lines, which win, then UnsetEnvironment=
 * removes names. Our units' values hold no spaces or quotes, so each word is one assignment.
 */
export function unitEnvironment(
  text: string,
  instance: string,
  envFile: Record<string, string>,
): Record<string, string> {
  const directives = unitDirectives(text);
  const env: Record<string, string> = {};
  for (const line of directives.get("Environment") ?? []) {
    for (const word of line.split(/\s+/).filter(Boolean)) {
      const at = word.indexOf("=");
      env[word.slice(0, at)] = word.slice(at + 1).replaceAll("%i", instance);
    }
  }
  if (directives.has("EnvironmentFile")) Object.assign(env, envFile);
  for (const line of directives.get("UnsetEnvironment") ?? []) {
    for (const name of line.split(/\s+/).filter(Boolean)) delete env[name];
  }
  return env;
}
