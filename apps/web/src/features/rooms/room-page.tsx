"use client";

import { useTRPCClient } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import { Alert, Badge, Button, Card } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { GAME_NAME, GAME_TONE } from "~/components/game-names";
import { Loading } from "~/components/loading";
import { HowToPlayLink } from "~/features/learn/how-to-play-link";
import { ConnectionBanner, ConnectionReportContext } from "~/features/live/connection-banner";
import type { LiveConnection } from "~/features/live/live-game-store";
import { pageConnection } from "~/features/live/page-connection";
import { cx } from "~/lib/cx";
import { GameTable } from "./game-table";
import { roomControls } from "./room-controls";
import { RoomPanels } from "./room-panels";
import type { RoomView } from "./room-types";
import { useLiveRoom } from "./use-live-room";
import { useRoomAction } from "./use-room-action";

// Seats, ready and start, the settings: what a room shows only before a game (or between
// games). A chunk of its own, so a running game's first load has none of it; still drawn on
// the server (next/dynamic keeps SSR), so a waiting room is in the page's HTML as before. No
// `loading`: a Suspense boundary drawn on the server may come after the shell, hidden, and race
// hydration (first-table.tsx). Shown later (a game ended), the room keeps its last screen until
// the chunk is in.
const WaitingRoom = dynamic(() => import("./waiting-room").then((m) => m.WaitingRoom));
// Shown to some rooms only, each a chunk of its own (drawn on the server, so no `loading`): the
// way in for someone not in the room, and table mode's line.
const SignInToOpen = dynamic(() => import("./room-outsider").then((m) => m.SignInToOpen));
const JoinPrompt = dynamic(() => import("./room-outsider").then((m) => m.JoinPrompt));
const TableModeLine = dynamic(() => import("./table-mode-line").then((m) => m.TableModeLine));

/** A room, live: the waiting room before a game, the table during one, chat and people throughout. */
export function RoomPage({
  roomId,
  firstRoom = null,
  firstTable = null,
}: {
  readonly roomId: string;
  /** The room as the page's server saw it (null: the browser asks). */
  readonly firstRoom?: RoomView | null;
  /** The table of its game then, drawn by the page's server (FirstTable), and that game's id. */
  readonly firstTable?: { readonly gameId: string; readonly table: ReactNode } | null;
}) {
  const live = useLiveRoom(roomId, firstRoom);
  const session = useSession();
  const myId = session.data?.user.id ?? null;

  if (live.error) {
    if (session.isPending) return <Loading label="Opening the room…" page />;
    // Signed out, a private room looks like no room at all (the server won't say which):
    // the way in is to sign in, not an error.
    if (!session.data?.user) return <SignInToOpen roomId={roomId} />;
    return (
      <Card className="mx-auto max-w-lg space-y-4">
        <h1 className="font-display text-2xl font-bold">Can't open this room</h1>
        <ErrorMessage error={live.error} />
        <Button asChild variant="secondary">
          <Link href="/lobby">Back to the lobby</Link>
        </Button>
      </Card>
    );
  }
  if (!live.room) {
    return (
      <>
        <ConnectionBanner connection={pageConnection(live.connection)} />
        <Loading label="Opening the room…" page />
      </>
    );
  }
  return (
    <RoomLoaded
      room={live.room}
      live={live}
      myId={myId}
      signedIn={Boolean(session.data?.user)}
      firstTable={firstTable}
    />
  );
}

function RoomLoaded({
  room,
  live,
  myId,
  signedIn,
  firstTable,
}: {
  readonly room: RoomView;
  readonly live: ReturnType<typeof useLiveRoom>;
  readonly myId: string | null;
  readonly signedIn: boolean;
  readonly firstTable: { readonly gameId: string; readonly table: ReactNode } | null;
}) {
  const client = useTRPCClient();
  const router = useRouter();
  const action = useRoomAction();
  // The table's game stream, reported up so the page shows one banner for both streams.
  const [gameConnection, setGameConnection] = useState<LiveConnection>("connecting");
  const me = room.me;
  const playing = room.status === "playing";
  const game = room.currentGame;
  const controls = roomControls(room);
  const roomId = room.id;

  const leave = async () => {
    if (await action.run("leave", () => client.rooms.leave.mutate({ roomId }))) router.push("/lobby");
  };

  return (
    // During a game the table has the phone's first screen: tighter spacing above it.
    <div className={playing ? "space-y-3 sm:space-y-6" : "space-y-6"}>
      <ConnectionBanner connection={pageConnection(live.connection, game ? gameConnection : null)} />
      <header
        className={cx(
          // During a game: the title and "Leave room" on one line, the badges under both, so
          // on a phone the badges and the How to play link share one short line.
          playing
            ? "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-0.5 sm:gap-y-1"
            : "flex flex-wrap items-start justify-between gap-4",
        )}
      >
        <div className={playing ? "contents" : "min-w-0 space-y-2"}>
          <h1
            className={cx(
              "font-display font-bold tracking-tight break-words",
              // During a game the table needs the phone's first screen: a smaller title.
              playing ? "text-lg sm:text-3xl" : "text-3xl sm:text-4xl",
            )}
          >
            {room.name}
          </h1>
          <div
            className={cx(
              "flex flex-wrap items-center text-stone-700",
              playing
                ? "col-span-2 row-start-2 gap-x-2 gap-y-1 text-xs sm:gap-2 sm:text-sm"
                : "gap-2 text-sm",
            )}
          >
            <Badge tone={GAME_TONE[room.kind]}>{GAME_NAME[room.kind]}</Badge>
            {playing ? (
              // On a phone the table's own header shows the game is on.
              <span className="hidden sm:inline">
                <Badge tone="warning">Game in play</Badge>
              </span>
            ) : controls.solo ? (
              <Badge tone="success">Solo practice</Badge>
            ) : (
              <Badge tone="success">Waiting for players</Badge>
            )}
            {room.visibility === "private" ? <Badge>Private</Badge> : null}
            {/* During a game on a phone, the table needs the room more than the host's name. */}
            <span className={playing ? "hidden sm:inline" : undefined}>Hosted by {room.host.name}</span>
            <HowToPlayLink kind={room.kind} newTab className="text-stone-800" />
          </div>
        </div>
        {me ? (
          <Button
            variant="secondary"
            size={playing ? "sm" : "md"}
            className={cx("shrink-0 whitespace-nowrap", playing && "col-start-2 row-start-1")}
            onClick={leave}
            disabled={action.pending !== null}
          >
            Leave room
          </Button>
        ) : null}
      </header>

      <ErrorMessage error={action.error} />

      {!me ? <JoinPrompt room={room} signedIn={signedIn} action={action} /> : null}

      {room.kind === "oh-my-word" && room.config.options.tableMode ? <TableModeLine room={room} /> : null}

      {game ? (
        <div className="space-y-3">
          {game.status !== "active" ? (
            <Alert
              tone={game.status === "aborted" ? "warning" : "info"}
              title={game.status === "aborted" ? "A moderator ended the game" : "The game is over"}
            >
              {game.status === "aborted" ? (
                <p className="mb-2">
                  {game.endedReason ? <>Reason: “{game.endedReason}” </> : null}It ends without a result, and
                  nobody's rating changes.
                </p>
              ) : null}
              {me?.isHost
                ? "Start a rematch with the same seats and settings, or change the table below first."
                : "Waiting for the host to start a rematch or a new game."}
              {me?.isHost ? (
                <div className="mt-3">
                  <Button
                    onClick={() => action.run("rematch", () => client.rooms.rematch.mutate({ roomId }))}
                    busy={action.pending === "rematch"}
                    busyLabel="Starting…"
                  >
                    Rematch
                  </Button>
                </div>
              ) : null}
            </Alert>
          ) : null}
          <ConnectionReportContext.Provider value={setGameConnection}>
            {firstTable?.gameId === game.id ? (
              firstTable.table
            ) : (
              <GameTable
                key={game.id}
                kind={room.kind}
                gameId={game.id}
                guide={game.guide}
                tableMode={room.config.options.tableMode}
              />
            )}
          </ConnectionReportContext.Provider>
        </div>
      ) : null}

      {playing ? <RoomPanels room={room} presence={live.presence} myId={myId} /> : null}

      {playing ? null : <WaitingRoom room={room} presence={live.presence} myId={myId} action={action} />}
    </div>
  );
}
