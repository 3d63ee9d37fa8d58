import { count } from "@wordhall/ui";
import { Figure, OmwCategory, OmwLetter, OmwReverse, OmwToken } from "./figures";
import { GuideStep } from "./guide-section";
import { OMW_FACTS as F } from "./learn-facts";

const tokenMix = F.tokens.map((t) => `${t.count} worth ${t.value}`).join(", ");

/** Oh My Word in seven steps, each with the component it is about (rules OMW-1 to OMW-47). */
export function OmwGuide() {
  return (
    <div className="space-y-10">
      <GuideStep
        n={1}
        title="The table"
        figure={
          <Figure caption="Categories on a board, one already covered">
            <OmwCategory text="Fruit" />
            <OmwCategory text="Fruit" cover={{ letter: "P", term: "Pear" }} />
          </Figure>
        }
      >
        <p>
          {F.minSeats} to {count(F.maxSeats, "player")} sit round a table of category boards, fifteen
          categories to a board. A bag holds {count(F.letters, "letter tile")} (no{" "}
          {F.missingLetters.join(", ")}) and {count(F.reverseTiles, "reverse tile")}. Beside it lie{" "}
          {count(F.tokenCount, "bad-luck token")}, face down: {tokenMix}.
        </p>
        <p>The aim: end the game holding as few bad-luck points as you can.</p>
      </GuideStep>

      <GuideStep
        n={2}
        title="Draw, name, cover"
        figure={
          <Figure caption="Drew a P: “Pear” covers Fruit">
            <OmwLetter letter="P" />
            <span aria-hidden="true" className="text-2xl text-stone-500">
              →
            </span>
            <OmwCategory text="Fruit" cover={{ letter: "P", term: "Pear" }} />
          </Figure>
        }
      >
        <p>
          Whoever holds the bag draws one tile. With a letter, think of something for any open category that
          starts with that letter, type it, and cover the category with the tile. “The” or “a” in front
          doesn’t count: “The Hobbit” is an H.
        </p>
        <p>
          Then pass the bag to the next player. You can’t pass before you cover, and a covered category is
          taken.
        </p>
      </GuideStep>

      <GuideStep
        n={3}
        title="The reverse tile"
        figure={
          <Figure caption="A reverse tile turns the direction of play">
            <OmwReverse />
          </Figure>
        }
      >
        <p>
          Draw a reverse tile and it goes beside the boards: play changes direction and the bag goes straight
          back the way it came, usually to the player who just handed it to you.
        </p>
      </GuideStep>

      <GuideStep
        n={4}
        title="The hidden timer"
        figure={
          <Figure caption="Whoever holds the bag at the bell takes a token, face down">
            <OmwToken />
          </Figure>
        }
      >
        <p>
          A timer runs for a hidden time, somewhere between {F.timerMinS} and {count(F.timerMaxS, "second")}.
          Nobody can see it: listen to the ticking. It keeps running while the bag goes round and starts
          again, with a new hidden time, only when it goes off.
        </p>
        <p>
          When it goes off, whoever holds the bag takes a bad-luck token without looking at it, puts back the
          tile they drew (even if it already covers a category), and hands the bag on. Handed the bag at the
          very moment the bell rings? Bad luck: it is yours.
        </p>
      </GuideStep>

      <GuideStep n={5} title="Challenges and votes">
        <p>
          For {count(F.challengeS, "second")} after a term is played, anyone else may challenge it while play
          goes on. A challenge opens a vote of {count(F.voteS, "second")} among the players other than the one
          who played it. The term is struck out only if more than half of them say no; a tie lets it stand,
          because the game asks you to be generous. A struck term’s tile goes back into the bag.
        </p>
        <p>A room can also play on trust, with no challenges at all.</p>
      </GuideStep>

      <GuideStep
        n={6}
        title="The end"
        figure={
          <Figure caption="At the end every token turns over">
            <OmwToken value={1} />
            <OmwToken value={3} />
            <OmwToken value={2} />
          </Figure>
        }
      >
        <p>
          The game ends when every category is covered, or when the last token is taken. Everyone turns their
          tokens over: the fewest points wins. You can look at your own tokens at any time; the others see
          only how many you hold.
        </p>
      </GuideStep>

      <GuideStep n={7} title="The tiebreaker">
        <p>
          Players tied for the fewest points play on alone: the boards are cleared, every tile goes back in
          the bag, and whoever holds the bag when the timer goes off is knocked out. The last one left wins.
          (A room may let tied players share the win instead.)
        </p>
      </GuideStep>
    </div>
  );
}
