"use client";

import { useSoundSwitch } from "../live/use-sound";

/** Whether the player turned sound off (the music and the effects): the site's one switch. */
export function useMuted(): [boolean, () => void] {
  const [on, toggle] = useSoundSwitch();
  return [!on, toggle];
}
