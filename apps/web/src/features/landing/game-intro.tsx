import { GAME_NAME, type GameKind } from "~/components/game-names";
import { HowToPlayLink } from "~/features/learn/how-to-play-link";
import { cx } from "~/lib/cx";

const accent: Record<GameKind, { ring: string; link: string; chip: string; dot: string }> = {
  "oh-my-word": {
    ring: "border-omw-300",
    link: "text-omw-800",
    chip: "bg-omw-100 text-omw-900",
    dot: "bg-omw-500",
  },
  buyword: {
    ring: "border-buyword-300",
    link: "text-buyword-800",
    chip: "bg-buyword-100 text-buyword-900",
    dot: "bg-buyword-500",
  },
};

/** One game in a few lines, as the landing page introduces it. */
export function GameIntro({
  kind,
  players,
  summary,
  points,
}: {
  readonly kind: GameKind;
  readonly players: string;
  readonly summary: string;
  readonly points: readonly string[];
}) {
  const a = accent[kind];
  return (
    <article
      aria-labelledby={`intro-${kind}`}
      className={cx("space-y-4 rounded-2xl border-2 bg-white p-6 shadow-sm", a.ring)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`intro-${kind}`} className="font-display text-2xl font-bold">
          {GAME_NAME[kind]}
        </h3>
        <span className={cx("rounded-full px-3 py-1 text-sm font-semibold", a.chip)}>{players}</span>
      </div>
      <p className="text-stone-700">{summary}</p>
      <ul className="space-y-2">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-stone-800">
            <span aria-hidden="true" className={cx("mt-2 size-2 shrink-0 rounded-full", a.dot)} />
            {point}
          </li>
        ))}
      </ul>
      <HowToPlayLink kind={kind} className={a.link} />
    </article>
  );
}
