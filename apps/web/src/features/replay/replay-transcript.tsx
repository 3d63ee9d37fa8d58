import { Alert } from "@wordhall/ui/kit";
import { webEnv } from "~/lib/env";
import { buildReplay, parseRecord } from "./replay-frames";
import { type LexiconSource, lexiconsFetchedFrom, replayLexicons } from "./replay-lexicon";
import { stepSentences } from "./step-sentences";

// A finished game's moves as text, replayed on the page server with the engine (server code
// of this app only: none of it reaches the browser's bundle). The page sends it in its HTML,
// so the game can be read before, or without, the viewer's script; the viewer replaces it.

/** Every move in the log's words, or why the record does not replay. */
export type Transcript =
  | { readonly ok: true; readonly steps: readonly (readonly string[])[] }
  | { readonly ok: false; readonly message: string };

let fromGameServer: LexiconSource | undefined;

/** BuyWord's word lists from a game server, kept for this process (they change only with a deploy). */
function gameServerLexicons(): LexiconSource {
  fromGameServer ??= lexiconsFetchedFrom(new URL(webEnv().GAME_SERVER_URL).origin, { cache: "no-store" });
  return fromGameServer;
}

/**
 * Replays a record (the server's answer to games.record) as the viewer would, told from a
 * spectator's side as the viewer first shows it. Null when the word list could not be
 * fetched: the page then leaves the replay to the browser.
 */
export async function transcriptOf(record: unknown): Promise<Transcript | null> {
  const parsed = parseRecord(record);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  let lexicons: Awaited<ReturnType<typeof replayLexicons>>;
  try {
    lexicons = await replayLexicons(parsed.record, gameServerLexicons());
  } catch (error) {
    console.error(
      `web: replay rendered without its moves (${error instanceof Error ? error.message : error})`,
    );
    return null;
  }
  const replay = buildReplay(parsed.record, lexicons);
  if (!replay.ok) return { ok: false, message: replay.message };
  return { ok: true, steps: replay.frames.map((_, i) => stepSentences(replay, i, "all")) };
}

/** The moves as a numbered list: what the viewer's "What happened" says once stepped to the end. */
export function ReplayTranscript({ transcript }: { readonly transcript: Transcript }) {
  if (!transcript.ok)
    return (
      <Alert tone="error" title="This record can't be replayed.">
        {transcript.message}
      </Alert>
    );
  return (
    // As tall as the viewer's placeholder, so the footer isn't in view only to be pushed away.
    <section
      aria-labelledby="replay-moves"
      className="min-h-[80svh] rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="replay-moves" className="mb-2 font-semibold">
        Every move
      </h2>
      <ol className="space-y-1 text-sm" data-testid="replay-moves">
        {transcript.steps.map((lines, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: moves are numbered; their order never changes
          <li key={i} className="px-2 py-1">
            <span className="mr-1 text-xs text-stone-500 tabular-nums">{i}</span>
            {lines.join(" ")}
          </li>
        ))}
      </ol>
    </section>
  );
}
