"use client";

import { controlClass, Form } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from "react";
import { timeText } from "~/features/profile/game-labels";
import { useHydrated } from "~/lib/use-hydrated";
import { useLoadWhenWanted } from "~/lib/use-load-when-wanted";
import { type StandIn, useStandIn } from "~/lib/use-stand-in";
import type { RoomView } from "./room-types";

// The box to write in brings the form library and the chat schema with it: its own chunk,
// fetched only when someone means to write (the pointer comes over the box, or the box gets
// the focus). Fetched as the page starts, its Zod and form code ran in the middle of the
// table's start-up, one of its longest tasks on a phone. Until it comes, a plain box of the
// same size takes what is typed, and hands it and the focus over (nothing moves, nothing is lost).
type Compose = typeof import("./chat-compose").ChatCompose;
// At the module's level: the React Compiler does not compile a component that holds an import().
const loadCompose = (): Promise<Compose> => import("./chat-compose").then((m) => m.ChatCompose);

/** What a stand-in of the chat had when the chat took over: what was typed, and whether it had the focus. */
export type ChatStart = {
  readonly draft: string;
  readonly focused: boolean;
  /** The stand-in's box, kept after it leaves: what it holds may be newer than `draft`. */
  readonly standIn?: StandIn | undefined;
};

/** The room's chat: the latest messages (live), and a box to write in for members. */
export function RoomChat({
  room,
  myId,
  start,
}: {
  readonly room: RoomView;
  readonly myId: string | null;
  readonly start?: ChatStart | undefined;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ChatLog room={room} myId={myId} />
      {room.me ? (
        <ChatBox roomId={room.id} start={start} />
      ) : (
        <p className="text-sm text-stone-700">Join the room to chat.</p>
      )}
    </div>
  );
}

/** The latest messages, the newest kept in view. */
export function ChatLog({ room, myId }: { readonly room: RoomView; readonly myId: string | null }) {
  const local = useHydrated();
  const log = useRef<HTMLDivElement>(null);
  const count = room.chat.length;
  const last = room.chat[count - 1]?.id;

  // Keep the newest message in view as they arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  return (
    <>
      {/* The log wraps the list: role="log" on the <ol> itself would take away its list
          semantics, and axe flags the orphaned <li>s (listitem, serious). */}
      <div
        ref={log}
        role="log"
        aria-label="Chat"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard to scroll it
        tabIndex={0}
        className="max-h-80 min-h-32 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-3"
      >
        <ol className="space-y-2">
          {count === 0 ? <li className="text-sm text-stone-600">No messages yet. Say hello!</li> : null}
          {room.chat.map((m) => (
            <li key={m.id} className="text-sm break-words">
              <span
                className={
                  m.user.id === myId ? "font-semibold text-brand-800" : "font-semibold text-stone-900"
                }
              >
                {m.user.name}
              </span>{" "}
              <time dateTime={m.at} className="text-xs text-stone-600">
                {timeText(m.at, local)}
              </time>
              <p className="text-stone-900">{m.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

/** The compose box: a plain one until someone means to write, then the form (chat-compose.tsx). */
function ChatBox({ roomId, start }: { readonly roomId: string; readonly start?: ChatStart | undefined }) {
  const { loaded: Compose, want } = useLoadWhenWanted(loadCompose);
  const [draft, setDraft] = useState(start?.draft ?? "");
  // The plain box, which the form reads as it takes over.
  const { standIn, keep } = useStandIn();
  const [focused, setFocused] = useState(start?.focused ?? false);
  // Handed the focus by a stand-in (the room's panels before their code came): keep it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the focus handed over at mounting
  useEffect(() => {
    if (start?.focused) want();
  }, []);
  // What the panels' stand-in box holds as it leaves may be newer than the draft these panels
  // were drawn with (text typed between that render and this commit): take it, before paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the text handed over at mounting
  useLayoutEffect(() => {
    const typed = start?.standIn?.current?.value;
    if (typed !== undefined && typed !== draft) setDraft(typed);
  }, []);
  if (Compose) return <Compose roomId={roomId} draft={draft} focus={focused} standIn={standIn} />;
  return (
    <PlainChatBox
      inputRef={keep}
      draft={draft}
      onDraft={setDraft}
      onWant={want}
      onFocused={setFocused}
      autoFocus={start?.focused === true}
    />
  );
}

/**
 * A plain box to write in, and a Send button not yet working: what stands in for the chat's
 * form until its code has come. It looks and sizes as the form does.
 */
export function PlainChatBox({
  draft,
  onDraft,
  onWant,
  onFocused,
  autoFocus = false,
  inputRef,
}: {
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly draft: string;
  readonly onDraft: (draft: string) => void;
  /** Someone means to write: the pointer came over the box, or it got the focus. */
  readonly onWant: () => void;
  readonly onFocused: (focused: boolean) => void;
  readonly autoFocus?: boolean;
}) {
  return (
    <Form
      className="flex items-start gap-2"
      onSubmit={(e) => e.preventDefault()}
      onPointerEnter={onWant}
      onFocus={() => {
        onFocused(true);
        onWant();
      }}
      onBlur={() => onFocused(false)}
    >
      <div className="min-w-0 flex-1">
        <input
          ref={inputRef}
          id="chat-message"
          aria-label="Message"
          placeholder="Write a message…"
          autoComplete="off"
          value={draft}
          onChange={(e) => {
            onDraft(e.target.value);
            // Typing means writing, too: asks again if the form's code failed to come at the focus.
            onWant();
          }}
          // biome-ignore lint/a11y/noAutofocus: the focus was already here, in the stand-in this box replaced
          autoFocus={autoFocus}
          className={controlClass}
        />
      </div>
      <Button type="submit" disabled>
        Send
      </Button>
    </Form>
  );
}
