import { termWords } from "@wordhall/words";

const words = (list: string): ReadonlySet<string> => new Set(list.split(" "));

// Words after which a category stops naming what it is about: "Thing in a toolbox", "Animal
// that sleeps all day", "Song everyone sings along to".
const STOP = words(
  "in on under at for from with without by that which who whose you your to into near around " +
    "about like than is are was were everyone people nobody kids we i and or but when where if",
);

// Words in front of the noun that say nothing about its kind.
const FILLER = words(
  "a an the some any famous popular common well-known favourite favorite good great best " +
    "classic typical big small little real fictional famed known your my our their his her its " +
    "other different various",
);

// Nouns too general to have kinds worth naming: "Something under the sofa" has no head here,
// and WordNet's kinds of "brand" are not brands of cars.
const GENERIC = words(
  "thing things something stuff item items object objects word words reason reasons way ways " +
    "place places one ones idea ideas name names excuse excuses example examples brand brands " +
    "make makes model models",
);

// "Type of cheese", "Kinds of dog": the head is what follows "of".
const OF_LEADERS = words(
  "type types kind kinds sort sorts variety varieties breed breeds species brand brands name " +
    "names example examples form forms piece pieces member members style styles",
);

// "Dog breed", "Cheese type": the head is what comes before.
const TYPE_WORDS = words(
  "breed breeds type types kind kinds sort sorts variety varieties species style styles",
);

/** Singular forms to try for a plural-looking word, the word itself first. */
export function singulars(word: string): string[] {
  const out = [word];
  if (word.endsWith("ies") && word.length > 4) out.push(`${word.slice(0, -3)}y`);
  if (/(ches|shes|sses|xes|zes|oes)$/.test(word)) out.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) out.push(word.slice(0, -1));
  return out;
}

/**
 * The noun phrases a category may be about, to look up in WordNet: "Famous bridge" →
 * ["bridge"], "Musical instruments" → ["musical instruments", "musical instrument"], "Dog
 * breed" → ["dog"]. A phrase of two nouns is tried whole and never cut down to its last word,
 * because the first one narrows it: kinds of city are not capital cities. Empty when the
 * category names nothing with kinds ("Something under the sofa", "Car brand").
 */
export function categoryHeads(category: string): string[] {
  return headOf(category).heads;
}

/**
 * Whether the category asks for more than a kind of its head: words after it ("Animal that
 * sleeps all day", "Tool in a toolbox") or someone's ("Knight's weapon"). Fillers ("Famous"),
 * "Type of …" and a trailing "breed" ask for nothing more.
 */
export function categoryIsQualified(category: string): boolean {
  return headOf(category).qualified;
}

function headOf(category: string): { heads: string[]; qualified: boolean } {
  let words = termWords(category);
  const of = words.indexOf("of");
  if (of > 0 && OF_LEADERS.has(words[of - 1] ?? "")) words = words.slice(of + 1);
  const stop = words.findIndex((w) => STOP.has(w));
  const qualified = stop >= 0 || words.some((w) => /['’]s$/.test(w));
  if (stop >= 0) words = words.slice(0, stop);
  // A possessive belongs to someone else's noun: "Knight's weapon" is about weapons.
  words = words.filter((w) => !/['’]s$/.test(w));
  while (words.length > 0 && FILLER.has(words[0] ?? "")) words = words.slice(1);
  if (words.length >= 2 && TYPE_WORDS.has(words[words.length - 1] ?? "")) words = words.slice(0, -1);
  const last = words[words.length - 1];
  if (last === undefined || GENERIC.has(last) || words.length > 2) return { heads: [], qualified };
  const forms = singulars(last);
  return { heads: words.length === 2 ? forms.map((form) => `${words[0]} ${form}`) : forms, qualified };
}
