import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { BuiltInPacks } from "~/components/built-in-packs";
import { PlayNow } from "~/features/bots/play-now";
import { DailyTeaser } from "~/features/landing/daily-teaser";
import { GameIntro } from "~/features/landing/game-intro";
import { HeroCta } from "~/features/landing/hero-cta";
import { LearnOffer } from "~/features/learn/learn-offer";

export default function HomePage() {
  return (
    <div className="space-y-14">
      <section
        aria-labelledby="hero-heading"
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-fuchsia-800 px-6 py-12 text-white shadow-lg sm:px-12 sm:py-16"
      >
        <HeroTiles />
        <div className="relative max-w-2xl space-y-5">
          <h1 id="hero-heading" className="font-display text-5xl font-black tracking-tight sm:text-6xl">
            Wordhall
          </h1>
          <p className="text-xl leading-relaxed text-violet-50">
            Two tabletop word games to play live with friends, in the browser, on a laptop or a phone. Open a
            room, send the link, and play.
          </p>
          <HeroCta />
          <PlayNow tone="dark" next="/" />
        </div>
      </section>

      {/* Close under the hero it follows; gone entirely when there is no offer to make. */}
      <div className="-mt-8 empty:hidden">
        <LearnOffer />
      </div>

      <DailyTeaser />

      <section aria-labelledby="games-heading" className="space-y-6">
        <h2 id="games-heading" className="font-display text-3xl font-bold tracking-tight">
          The games
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <GameIntro
            kind="oh-my-word"
            players="2–8 players"
            summary="A bag of letters goes round the table against a hidden timer. Draw a letter, name something for a category that starts with it, and pass the bag on before time runs out."
            points={[
              "Nobody knows when the timer goes off: listen to the ticking.",
              "Challenge a doubtful answer; the table votes.",
              "Bad-luck tokens for whoever holds the bag: the fewest points wins.",
            ]}
          />
          <GameIntro
            kind="buyword"
            players="1–4 players, solo included"
            summary="Buy letter tiles, then sell words made from them for the square of their pips. Spend wisely: a long word pays far more, but tiles cost money and your hand has a limit."
            points={[
              "Decide each draw: buy it or leave it, with its cost in view.",
              "Wilds stand for any letter.",
              "Play alone for a rating band, or against friends for the most money.",
            ]}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href="/lobby">Find a room</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link href="/rooms/new">Open a room</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="packs-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="packs-heading" className="font-display text-3xl font-bold tracking-tight">
            Category boards
          </h2>
          <p className="max-w-2xl text-stone-700">
            Oh My Word is played on boards of fifteen categories. These come with the game; players can write
            and share their own.
          </p>
        </div>
        <BuiltInPacks />
      </section>
    </div>
  );
}

/** A scatter of letter tiles behind the hero text; decoration only. */
function HeroTiles() {
  const tiles = [
    { l: "W", c: "bg-omw-300", p: "top-6 right-10 rotate-6" },
    { l: "O", c: "bg-buyword-300", p: "top-24 right-32 -rotate-12" },
    { l: "R", c: "bg-amber-200", p: "top-44 right-8 rotate-3" },
    { l: "D", c: "bg-omw-200", p: "top-10 right-56 -rotate-6" },
    { l: "S", c: "bg-buyword-200", p: "top-52 right-44 rotate-12" },
  ];
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 hidden lg:block">
      {tiles.map((t) => (
        <span
          key={t.l}
          className={`absolute grid size-16 place-items-center rounded-xl font-display text-3xl font-black text-stone-900 shadow-xl ${t.c} ${t.p}`}
        >
          {t.l}
        </span>
      ))}
    </div>
  );
}
