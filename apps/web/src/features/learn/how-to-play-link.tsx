import { GAME_NAME, type GameKind } from "~/components/game-names";
import { IntentLink } from "~/components/intent-link";
import { cx } from "~/lib/cx";

export const HOW_TO_PLAY_PATH: Record<GameKind, string> = {
  "oh-my-word": "/how-to-play/oh-my-word",
  buyword: "/how-to-play/buyword",
};

/**
 * "How to play" for one game, where a player meets it: the landing page, the room and the
 * table. Opens in a new tab from a room or table, so a game in progress is never left.
 */
export function HowToPlayLink({
  kind,
  newTab = false,
  className,
}: {
  readonly kind: GameKind;
  readonly newTab?: boolean;
  readonly className?: string;
}) {
  return (
    <IntentLink
      href={HOW_TO_PLAY_PATH[kind]}
      className={cx("font-medium underline underline-offset-2", className)}
      {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
    >
      How to play {GAME_NAME[kind]}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </IntentLink>
  );
}
