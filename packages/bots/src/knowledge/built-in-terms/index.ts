import type { TermBank } from "../term-bank";
import { ANIMAL_KINGDOM } from "./animal-kingdom";
import { AROUND_THE_HOUSE } from "./around-the-house";
import { BUSY_LIVES } from "./busy-lives";
import { FOOD_AND_DRINK } from "./food-and-drink";
import { MAKE_BELIEVE } from "./make-believe";
import { OUT_AND_ABOUT } from "./out-and-about";
import { PARTY_TIME } from "./party-time";
import { WIDE_WORLD } from "./wide-world";

/**
 * Terms for every category of the built-in boards, written by us, one file per board side.
 * Keyed by the category's exact text (a test checks every built-in category has an entry
 * and every term passes the platform's term check for its letter).
 */
export const BUILT_IN_TERMS: TermBank = {
  ...AROUND_THE_HOUSE,
  ...OUT_AND_ABOUT,
  ...PARTY_TIME,
  ...MAKE_BELIEVE,
  ...FOOD_AND_DRINK,
  ...ANIMAL_KINGDOM,
  ...BUSY_LIVES,
  ...WIDE_WORLD,
};

/** Categories whose answers are made up: whatever a player invents fits. */
export const INVENTED_CATEGORIES: readonly string[] = [
  "Name for a dragon",
  "Planet name you'd invent",
  "Pet name",
  "Animal sound",
  "Pirate's catchphrase",
];

/**
 * Categories answered with names and titles (places, people, brands, songs): a word the bot
 * has never met says nothing about whether the term fits.
 */
export const NAME_CATEGORIES: readonly string[] = [
  "Shop on the high street",
  "Breakfast cereal",
  "Song everyone sings along to",
  "Animal in a cartoon",
  "App on a phone",
  "Famous scientist",
  "Capital city",
  "River",
  "Country you'd like to visit",
  "Mountain or volcano",
  "Island",
  "Famous landmark",
  "Language",
  "Museum exhibit",
  "Place to meet a friend",
  "Something a tourist photographs",
  "Superhero power",
  "Villain's lair",
  "Robot's job",
  "Dish from another country",
  "Dog breed",
  "Fancy-dress idea",
  "Dance move",
  "Party game",
  "Theme for a party",
  "Vehicle for time travel",
  "Fairy-tale creature",
  "Monster under the bed",
];
