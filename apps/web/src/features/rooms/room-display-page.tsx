"use client";

import { useSession } from "@wordhall/client/auth";
import { Dialog } from "@wordhall/ui/kit/dialog";
import dynamic from "next/dynamic";
import Link from "next/link";
import { type ReactNode, useEffect, useState } from "react";
import { ConnectionBanner, ConnectionReportContext } from "~/features/live/connection-banner";
import type { LiveConnection } from "~/features/live/live-game-store";
import { pageConnection } from "~/features/live/page-connection";
import { authHref } from "~/lib/auth-href";
import type { RoomView } from "./room-types";
import { useLiveRoom } from "./use-live-room";

// Loaded only once a game is on, as the room page loads its table.
const TableDisplay = dynamic(() => import("~/features/oh-my-word/table-display"), {
  ssr: false,
  loading: () => <p className="text-2xl text-stone-200">Setting up the table…</p>,
});

/**
 * A room's table display (/rooms/<id>/display): table mode's one shared screen, for a laptop
 * or a TV in the room where the game is played. Anyone who may see the room may open it; it
 * shows the game as a spectator sees it. It fills the screen (a modal dialog over the site's
 * header, so nothing behind it takes the focus) and follows the room: the waiting room, then
 * each game as it starts, rematches too.
 */
export function RoomDisplayPage({ roomId }: { readonly roomId: string }) {
  const live = useLiveRoom(roomId);
  const session = useSession();
  const [gameConnection, setGameConnection] = useState<LiveConnection>("connecting");
  const room = live.room;
  const game = room?.currentGame ?? null;
  let body: ReactNode;
  if (live.error) {
    body =
      session.isPending || session.data?.user ? (
        <Notice title="Can't open this table">{live.error}</Notice>
      ) : (
        <Notice title="Sign in to open this table">
          This room is open to its members only, or no longer open.{" "}
          <Link className="font-semibold underline" href={authHref("/sign-in", `/rooms/${roomId}/display`)}>
            Sign in
          </Link>{" "}
          and you'll come straight back here.
        </Notice>
      );
  } else if (!room) {
    body = <p className="text-2xl text-stone-200">Opening the table…</p>;
  } else if (room.kind !== "oh-my-word") {
    body = <Notice title="The table display is for Oh My Word">This room plays BuyWord.</Notice>;
  } else {
    body = (
      <>
        {!room.config.options.tableMode ? (
          <p className="rounded-2xl bg-stone-800 px-5 py-3 text-xl text-stone-100">
            Table mode is off in this room: the players’ phones show the whole table. The host can turn it on
            in the room’s settings before a game.
          </p>
        ) : null}
        {game ? (
          <ConnectionReportContext.Provider value={setGameConnection}>
            <TableDisplay key={game.id} gameId={game.id} />
          </ConnectionReportContext.Provider>
        ) : (
          <Waiting room={room} />
        )}
      </>
    );
  }
  return (
    <FullScreen label={room ? `${room.name}: table display` : "Table display"}>
      <ConnectionBanner connection={pageConnection(live.connection, game ? gameConnection : null)} />
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h1 className="font-display text-3xl font-black tracking-tight break-words">
          {room?.name ?? "Table display"}
        </h1>
        <p className="text-xl text-omw-200">Oh My Word · table display</p>
        {room && room.seats.length > 1 ? <JoinLine room={room} /> : null}
        <Link
          href={`/rooms/${roomId}`}
          className="ml-auto rounded-xl border-2 border-white/40 px-4 py-1.5 text-lg font-semibold hover:bg-white/10"
        >
          Back to the room
        </Link>
      </header>
      {body}
    </FullScreen>
  );
}

/**
 * The whole viewport, over the site's header and footer: a modal dialog, so the page behind
 * is inert (no focus lands on links nobody can see). Escape doesn't close it: "Back to the
 * room" does. The dialog itself takes the focus, not its first link: no focus ring on a TV at
 * rest. Sizes are made for a 1280-pixel screen and zoomed by 1.3 on a TV's 1920.
 */
function FullScreen({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Dialog open look="screen" title={label} dismissible={false} focusItself testId="table-display">
      <div className="mx-auto grid max-w-[120rem] gap-4 p-4 min-[1700px]:[zoom:1.3]">{children}</div>
    </Dialog>
  );
}

function Notice({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="max-w-3xl rounded-3xl bg-stone-900 p-6 ring-1 ring-white/10">
      <h2 className="font-display text-3xl font-bold">{title}</h2>
      <p className="mt-2 text-xl text-stone-200">{children}</p>
    </section>
  );
}

/** How people elsewhere join: the invite link, large, so someone can type it from the screen. */
function JoinLine({ room }: { readonly room: RoomView }) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.host), []);
  return (
    <p className="text-xl text-stone-200">
      Join: <strong className="font-mono tracking-wider text-white">{`${origin}${room.invitePath}`}</strong>
    </p>
  );
}

/** Before the game: who is seated and ready; the host starts it from the room page. */
function Waiting({ room }: { readonly room: RoomView }) {
  return (
    <section aria-labelledby="display-waiting" className="rounded-3xl bg-stone-900 p-6 ring-1 ring-white/10">
      <h2 id="display-waiting" className="font-display text-4xl font-black">
        Waiting for the game to start
      </h2>
      <p className="mt-2 text-2xl text-stone-200">
        Sit down with your phone: open this room on it, take a seat and get ready. The host starts the game
        from the room page.
      </p>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {room.seats.map((s) => (
          <li key={s.seat} className="flex items-center gap-3 rounded-2xl bg-stone-800 px-4 py-3 text-2xl">
            <span className="text-stone-300">Seat {s.seat + 1}</span>
            <strong className="min-w-0 break-words">{s.player?.name ?? "empty"}</strong>
            {s.player ? (
              <span className={`ml-auto text-xl ${s.ready ? "text-emerald-300" : "text-stone-300"}`}>
                {s.ready ? "ready" : "not ready"}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
