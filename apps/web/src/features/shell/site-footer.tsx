import { IntentLink } from "~/components/intent-link";

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-stone-700">
        <p>Wordhall — two tabletop word games, played live.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            <li>
              <IntentLink className="underline-offset-4 hover:underline" href="/lobby">
                Lobby
              </IntentLink>
            </li>
            <li>
              <IntentLink className="underline-offset-4 hover:underline" href="/daily">
                BuyWord Daily
              </IntentLink>
            </li>
            <li>
              <IntentLink className="underline-offset-4 hover:underline" href="/leaderboards">
                Leaderboards
              </IntentLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
