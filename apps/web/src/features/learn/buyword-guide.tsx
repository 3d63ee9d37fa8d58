import { count, money } from "@wordhall/ui";
import { Die } from "../buyword/die";
import { BuywordTiles, Figure } from "./figures";
import { GuideStep } from "./guide-section";
import { BUYWORD_FACTS as F, priceOf } from "./learn-facts";

// Worked examples, priced by the same rule the engine uses.
const draw = "DES";
const short = "CAT";
const long = "TRAPS";

/** BuyWord in six steps, each with the component it is about (rules BW-1 to BW-29). */
export function BuywordGuide() {
  const d = priceOf(draw);
  const s = priceOf(short);
  const l = priceOf(long);
  const wilds = F.wilds.map(
    (w) => `${w.each} ${w.players === 1 ? "alone" : `each with ${count(w.players, "player")}`}`,
  );
  return (
    <div className="space-y-10">
      <GuideStep
        n={1}
        title="Money and tiles"
        figure={
          <Figure caption="Letters carry 1 to 4 pips; a wild carries 1">
            <BuywordTiles letters="EHBZ*" />
          </Figure>
        }
      >
        <p>
          Everyone starts with {money(F.startingMoney)}. The bag holds {count(F.tiles, "letter tile")}, each
          with 1 to 4 pips: common letters few, rare letters many. Wilds stand for any letter you like:{" "}
          {wilds.join(", ")}.
        </p>
        <p>The aim: the most money at the end (alone, as much as you can).</p>
      </GuideStep>

      <GuideStep
        n={2}
        title="The roll"
        figure={
          <Figure caption="The die: 2, 3, 4, 5 and two faces of choice">
            {F.dieFaces.slice(0, 5).map((face) => (
              <Die key={face} face={face} count={null} />
            ))}
          </Figure>
        }
      >
        <p>
          Each round the leader rolls the die: it says how many tiles everyone draws. On “choice” the leader
          picks 2 to 5. The leader’s role moves one seat on every round.
        </p>
      </GuideStep>

      <GuideStep
        n={3}
        title="Buy or leave it"
        figure={
          <Figure caption={`${draw}: ${count(d.pips, "pip")}, costs ${money(d.price)}`}>
            <BuywordTiles letters={draw} />
          </Figure>
        }
      >
        <p>
          Everyone draws that many tiles and sees only their own. A draw costs the square of its pips: {draw}{" "}
          has {count(d.pips, "pip")}, so it costs {d.pips} × {d.pips} = {money(d.price)}. Buy the whole draw
          or leave it all; a draw you leave is out of the game.
        </p>
      </GuideStep>

      <GuideStep
        n={4}
        title="Sell words"
        figure={
          <Figure caption={`${long}: ${count(l.pips, "pip")}, sells for ${money(l.price)}`}>
            <BuywordTiles letters={long} />
          </Figure>
        }
      >
        <p>
          On your turn, sell words made from your tiles, one at a time, each with at most one wild. A word
          sells for the square of its pips, so length pays: {short} fetches {money(s.price)}, {long} fetches{" "}
          {money(l.price)}. The tiles you sell are gone. A word checker on the table says before you sell
          whether the room’s dictionary knows the word.
        </p>
      </GuideStep>

      <GuideStep n={5} title="The hand limit">
        <p>
          When you end your turn you may keep at most{" "}
          {F.handLimit === null ? "any number of letter tiles" : count(F.handLimit, "letter tile")} and
          discard the rest; wilds don’t count. Keeping tiles for a long word later is often worth more than
          selling short words now, but tiles you never sell are money you never get back.
        </p>
      </GuideStep>

      <GuideStep n={6} title="The end">
        <p>
          When the bag can’t fill everyone’s draw, the round has no buying, everyone sells once more, and the
          game ends. The most money wins; a tie goes to the best single word. Alone, your result earns a band:{" "}
          {F.bands.map((b) => `${b.band} from ${money(b.from)}`).join(", ")}.
        </p>
        <p>
          Rooms can add the official variants: auctions, trades of whole draws, a tile draft, themes for every
          round, and a shared crossword grid.
        </p>
      </GuideStep>
    </div>
  );
}
