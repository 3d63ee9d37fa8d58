import type { Lexicons } from "@wordhall/words";
import { gameModules } from "../games";
import { type ReplayFailure, type ReplaySuccess, replayUnknownRecord } from "../replay/replay-record";

export type CliIo = {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
  /** The lexicons BuyWord records are judged by; replay.ts hands in the shipped ones. */
  readonly lexicons: Lexicons;
};

const USAGE = "usage: pnpm replay <record.json>\n";

/**
 * Replays a game record file and prints the final public (spectator) view and the result as
 * JSON. Works for any game in the registry. Returns the process exit code.
 */
export function runReplay(args: readonly string[], io: CliIo): number {
  const path = args[0];
  if (path === undefined || args.length !== 1 || path === "--help" || path === "-h") {
    io.err(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = io.readFile(path);
  } catch (e) {
    io.err(`replay: cannot read ${path}: ${(e as Error).message}\n`);
    return 1;
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    io.err(`replay: ${path} is not JSON: ${(e as Error).message}\n`);
    return 1;
  }
  let outcome: ReplaySuccess | ReplayFailure;
  try {
    outcome = replayUnknownRecord(input, gameModules({ lexicons: io.lexicons }));
  } catch (e) {
    // A lexicon that is missing or not built: the record may be fine, the machine is not ready.
    io.err(`replay: ${path}: ${(e as Error).message}\n`);
    return 1;
  }
  if (!outcome.ok) {
    io.err(`replay: ${path}: ${describeFailure(input, outcome.index)}${outcome.code}: ${outcome.message}\n`);
    return 1;
  }
  const { module, state } = outcome;
  io.out(
    `${JSON.stringify({ game: module.kind, view: module.view(state, null), result: module.result(state) }, null, 2)}\n`,
  );
  return 0;
}

function describeFailure(input: unknown, index: number | null): string {
  if (index === null) return "";
  const entry = (input as { actions?: { at?: unknown; seat?: unknown; action?: { type?: unknown } }[] })
    .actions?.[index];
  const type = typeof entry?.action?.type === "string" ? ` ${entry.action.type}` : "";
  const by =
    entry?.seat === null ? " by the server" : typeof entry?.seat === "number" ? ` by seat ${entry.seat}` : "";
  const at = typeof entry?.at === "number" ? ` at ${entry.at}` : "";
  return `action #${index} (${type.trim() || "?"}${by}${at}) was refused: `;
}
