"use client";

import { useEffect, useRef, useState } from "react";
import { NOTIFY_KEY, turnTitle, YOUR_TURN_ICON } from "./turn-signal-model";

/**
 * Turn signals for an open table: while the game waits on you the tab title starts with
 * "● Your turn" and the favicon gets a red dot; when your turn comes while the tab is hidden
 * and you opted in, one browser notification (replaced, not stacked, by the next).
 */
export function useTurnSignals({ yours, game, what }: { yours: boolean; game: string; what: string }) {
  const notify = useNotifyOptIn();
  const was = useRef(false);
  useEffect(() => {
    document.title = turnTitle(document.title, yours);
    const icons = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    for (const link of icons) {
      if (link.dataset.plainHref === undefined) link.dataset.plainHref = link.href;
      link.href = yours ? YOUR_TURN_ICON : (link.dataset.plainHref ?? link.href);
    }
    const started = yours && !was.current;
    was.current = yours;
    if (
      started &&
      notify.on &&
      document.hidden &&
      "Notification" in window &&
      Notification.permission === "granted"
    ) {
      new Notification(`Your turn in ${game}`, { body: what, tag: "wordhall-turn" });
    }
  }, [yours, game, what, notify.on]);
  // Leave the tab as it was when the table goes away.
  useEffect(
    () => () => {
      document.title = turnTitle(document.title, false);
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')) {
        if (link.dataset.plainHref) link.href = link.dataset.plainHref;
      }
    },
    [],
  );
  return notify;
}

export type NotifyOptIn = {
  /** Notifications are on (asked for and allowed). */
  readonly on: boolean;
  /** The browser can notify at all, and has not been told never to. */
  readonly available: boolean;
  readonly toggle: () => void;
};

function useNotifyOptIn(): NotifyOptIn {
  const [on, setOn] = useState(false);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const can = "Notification" in window && Notification.permission !== "denied";
    setAvailable(can);
    setOn(can && Notification.permission === "granted" && localStorage.getItem(NOTIFY_KEY) === "on");
  }, []);
  const toggle = () => {
    if (on) {
      localStorage.setItem(NOTIFY_KEY, "off");
      setOn(false);
      return;
    }
    void Notification.requestPermission().then((p) => {
      const granted = p === "granted";
      localStorage.setItem(NOTIFY_KEY, granted ? "on" : "off");
      setOn(granted);
      setAvailable(p !== "denied");
    });
  };
  return { on, available, toggle };
}
