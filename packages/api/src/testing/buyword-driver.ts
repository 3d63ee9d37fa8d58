import type { BuywordView, TileView } from "@wordhall/engine";
import type { ApiClient } from "./clients";
import type { GameFollower } from "./live-game-follower";
import { actionId } from "./room-setup";

export type BuywordSeatClient = { readonly client: ApiClient; readonly follower: GameFollower };

// A player's guesses: short everyday words, tried longest first; the lexicon judges them.
const GUESSES = [
  "THE AND CAT DOG SUN RED TEN EAR ART RAT TAR TEA SEA NET TIN SIT HAT MEN PEN BED BAD BIG TOP POT OUT ONE NOT",
  "ROD DOT LET LOT SET GET RUN MAN CAN FAN PAN RAN TAN DEN HEN END OAR ORE EAT ATE ICE AGE OLD OWL USE",
  "AT TO IN ON IS IT AN AS BE HE WE ME NO SO DO GO OR OF UP US AM BY MY OX HI IF LO PA PI RE TA YE ID EH OH OW",
]
  .join(" ")
  .split(" ");

/** Tiles from this hand that spell `word` (at most one wild), or null. */
export function spell(
  word: string,
  hand: readonly TileView[],
): { tiles: number[]; wildAs: string | null } | null {
  const free = hand.filter((t) => t.letter !== "*");
  const wild = hand.find((t) => t.letter === "*");
  const tiles: number[] = [];
  let wildAs: string | null = null;
  for (const letter of word) {
    const i = free.findIndex((t) => t.letter === letter);
    if (i >= 0) {
      tiles.push((free[i] as TileView).id);
      free.splice(i, 1);
    } else if (wild && wildAs === null) {
      tiles.push(wild.id);
      wildAs = letter;
    } else return null;
  }
  return { tiles, wildAs };
}

const viewOf = (f: GameFollower) => f.view as BuywordView;

export type BuywordPlayLog = { sales: number; refusedSales: number; buys: number; discards: number };

/** Plays BuyWord to its end over HTTP, every decision taken from the acting seat's own view. */
export async function playBuyword(
  seats: readonly BuywordSeatClient[],
  gameId: string,
  options: { maxSteps?: number; onStep?: (step: number) => Promise<void> } = {},
): Promise<BuywordPlayLog> {
  const log: BuywordPlayLog = { sales: 0, refusedSales: 0, buys: 0, discards: 0 };
  const tried = new Map<string, Set<string>>();
  const settle = async () => {
    const newest = Math.max(...seats.map((s) => s.follower.version));
    await Promise.all(
      seats.map((s) => s.follower.until((f) => f.version >= newest, 5_000, `version ${newest}`)),
    );
  };
  for (let step = 0; step < (options.maxSteps ?? 600); step++) {
    await options.onStep?.(step);
    await settle();
    const phase = viewOf((seats[0] as BuywordSeatClient).follower).phase;
    if (phase.kind === "over") return log;
    if (!("turn" in phase) || phase.turn === null) throw new Error(`no turn to play in ${phase.kind}`);
    const seat = seats[phase.turn] as BuywordSeatClient;
    const view = viewOf(seat.follower);
    const me = view.you;
    if (!me) throw new Error("a seated player sees no hand");
    const play = seat.client.play.buyword;
    const ids = { gameId, clientActionId: actionId(`b${me.seat}`) };
    const mine = view.players[me.seat];
    let version: number;
    if (view.phase.kind === "choose") {
      // The biggest draws make the shortest game.
      ({ version } = await play.choose.mutate({ ...ids, count: 5 }));
    } else if (view.phase.kind === "decide") {
      const draw = mine?.draw?.tiles ?? [];
      const pips = draw.reduce((n, t) => n + t.pips, 0);
      if (pips * pips <= (mine?.money ?? 0) - 10 && me.hand.length < 14) {
        ({ version } = await play.buy.mutate(ids));
        log.buys++;
      } else {
        ({ version } = await play.discard.mutate(ids));
        log.discards++;
      }
    } else if (view.phase.kind === "sell") {
      const key = `${view.round}:${me.seat}`;
      const done = tried.get(key) ?? new Set<string>();
      tried.set(key, done);
      const guess = GUESSES.filter((w) => !done.has(w))
        .map((w) => ({ w, s: spell(w, me.hand) }))
        .find((g) => g.s !== null);
      if (guess?.s && done.size < 6) {
        done.add(guess.w);
        try {
          ({ version } = await play.sell.mutate({ ...ids, tiles: guess.s.tiles, wildAs: guess.s.wildAs }));
          log.sales++;
          done.clear();
          done.add("-");
        } catch (error) {
          const code = (error as { data?: { code?: string } }).data?.code;
          if (code !== "BAD_REQUEST") throw error;
          log.refusedSales++;
          continue;
        }
      } else {
        const letters = me.hand.filter((t) => t.letter !== "*");
        const limit = view.rules.handLimit ?? Number.POSITIVE_INFINITY;
        const discard = letters.slice(0, Math.max(0, letters.length - limit)).map((t) => t.id);
        ({ version } = await play.endTurn.mutate({ ...ids, discard }));
      }
    } else {
      throw new Error(`the driver does not play ${view.phase.kind}`);
    }
    await seat.follower.until((f) => f.version >= version, 10_000, `version ${version}`);
  }
  throw new Error("BuyWord did not end within the step budget");
}
