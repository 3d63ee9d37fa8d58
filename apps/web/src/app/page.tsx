import { BuiltInPacks } from "~/components/built-in-packs";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-4xl font-bold tracking-tight">Wordhall</h1>
        <p className="max-w-2xl text-lg text-stone-700">
          Two tabletop word games to play live with friends. In <strong>Oh My Word</strong> you pass a bag of
          letters around against a hidden timer, naming things for categories before it goes off. In{" "}
          <strong>BuyWord</strong> you buy letter tiles and sell words for the square of their pips.
        </p>
      </header>
      <section aria-labelledby="packs-heading" className="space-y-4">
        <h2 id="packs-heading" className="text-2xl font-semibold">
          Category boards
        </h2>
        <BuiltInPacks />
      </section>
    </main>
  );
}
