"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import type { Refusal } from "@wordhall/client/server";
import type { GameRecord } from "@wordhall/engine";
import { count } from "@wordhall/ui";
import { Alert } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import { type ReactNode, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { DownloadRecordButton } from "~/features/profile/download-record";
import { dateTimeText, GAME_NAME } from "~/features/profile/game-labels";
import { useHydrated } from "~/lib/use-hydrated";

/** A turn for the browser between two pieces of work, so each is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The engine (rules of both games, their schemas) is only needed here, and only once a record
 * is in hand: it loads as its own chunk after the page is up. Its modules run as they load,
 * Zod's and the schemas the engine builds with it most of all, and taken in one go with the
 * viewer's they were one task of 220 ms with the CPU slowed 4×, the page's longest. The engine
 * (with the Zod it uses), then the viewer, each run in a task of their own. Not Zod on its
 * own first: `import("zod")` is the whole package, every locale of its messages included
 * (280 kB more), where the engine's static imports bring only what it uses.
 */
async function loadViewer() {
  await import("@wordhall/engine");
  await nextTask();
  return import("./replay-viewer");
}

const ReplayViewer = dynamic(loadViewer, {
  ssr: false,
  loading: () => <Loading label="Loading the replay viewer…" page />,
});

// The same viewer for a game whose moves the page server already wrote into the page: it shows
// nothing of its own until the replay is built, and then takes the moves' place.
const ViewerAfterMoves = dynamic(loadViewer, { ssr: false });

/** A record file checked by the engine's schema, which comes with the viewer's code, not every page's. */
const parseLater = (json: unknown) => import("./replay-frames").then(({ parseRecord }) => parseRecord(json));

/**
 * A finished game of the platform, by id: its record from the server, stepped through. The
 * page's server component has usually fetched the record (it is in the query cache) and
 * rendered its moves (`moves`), shown until the viewer is ready; `refusal` is the game
 * server's answer there when the visitor may not see the game, shown without asking again.
 */
export function ServerReplay({
  gameId,
  moves = null,
  refusal = null,
}: {
  readonly gameId: string;
  readonly moves?: ReactNode;
  readonly refusal?: Refusal | null;
}) {
  const trpc = useTRPC();
  const local = useHydrated();
  const [viewing, setViewing] = useState(false);
  const record = useQuery({
    ...trpc.games.record.queryOptions({ gameId }, { retry: false, staleTime: Infinity }),
    enabled: refusal === null,
  });
  if (refusal) return <ErrorMessage error={refusal} title="This game can't be replayed." />;
  if (record.isPending) return <Loading label="Loading the game record…" page />;
  if (record.isError) return <ErrorMessage error={record.error} title="This game can't be replayed." />;
  return (
    <div className="space-y-4">
      {/* On a phone, one fact a line; from sm up, one line with the button at its end. Either
          way nothing moves when the reader's own time, four letters shorter than the server's
          UTC, replaces it after hydration (on one line that wraps, the date could move up a
          line, and the button with it). */}
      <div className="flex flex-col items-start gap-2 text-stone-700 sm:flex-row sm:items-center sm:gap-3">
        <span>
          {GAME_NAME[record.data.game]} · {count(record.data.actions.length, "move")}
          <span className="hidden sm:inline"> ·</span>
        </span>{" "}
        <span>
          played{" "}
          {/* Its own box: the line is what a phone paints largest, and its text changes once
              hydrated (UTC to the reader's zone); as a block of its own that change is a small
              new paint, not the page's largest one again (Lighthouse's LCP moved to it). */}
          <time dateTime={new Date(record.data.createdAt).toISOString()} className="inline-block">
            {dateTimeText(record.data.createdAt, local)}
          </time>
        </span>{" "}
        <span className="sm:ml-auto">
          <DownloadRecordButton
            gameId={gameId}
            kind={record.data.game}
            at={record.data.createdAt}
            label={`this ${GAME_NAME[record.data.game]} game`}
          />
        </span>
      </div>
      {/* JSON makes `unknown` fields optional in the inferred type; the viewer validates them. */}
      {moves === null ? (
        <ReplayViewer record={record.data as GameRecord} />
      ) : (
        <>
          {viewing ? null : moves}
          <ViewerAfterMoves record={record.data as GameRecord} onReady={() => setViewing(true)} />
        </>
      )}
    </div>
  );
}

/** A record file from the player's own disk (downloaded from a profile), replayed in the browser. */
export function FileReplay() {
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function open(file: File) {
    setProblem(null);
    setRecord(null);
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setProblem(`${file.name} is not a JSON file.`);
      return;
    }
    const parsed = await parseLater(json);
    if (parsed.ok) setRecord(parsed.record);
    else setProblem(parsed.message);
  }

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <label htmlFor="record-file" className="block text-sm font-semibold text-stone-800">
          Game record (.json)
        </label>
        <input
          id="record-file"
          type="file"
          accept="application/json,.json"
          className="block text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void open(file);
          }}
        />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {record ? <ReplayViewer record={record} /> : null}
    </div>
  );
}
