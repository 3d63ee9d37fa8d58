import { describe, expect, it } from "vitest";
import { categoryHeads } from "./category-head";
import { tinyWordnet } from "./tiny-wordnet";
import { categoryKinds } from "./wordnet-kinds";

const wordnet = tinyWordnet(
  [
    { name: "bridge", words: ["bridge", "span"], kinds: ["drawbridge", "suspension", "golden gate"] },
    { name: "drawbridge", words: ["drawbridge", "lift bridge"], kinds: ["bascule"] },
    { name: "bascule", words: ["bascule"], kinds: ["deep"] },
    { name: "deep", words: ["trunnion bascule"], kinds: ["deeper"] },
    { name: "deeper", words: ["Deepest bridge"] },
    { name: "suspension", words: ["suspension bridge"] },
    { name: "golden gate", words: ["Golden Gate Bridge"] },
    { name: "person", words: ["person", "individual"], kinds: ["rude"] },
    { name: "rude", words: ["nitwit"], slang: true },
    { name: "bird", words: ["bird"], kinds: ["emu", "nasty"] },
    { name: "emu", words: ["emu", "Dromaius novaehollandiae"] },
    { name: "nasty", words: ["birdbrain"], gloss: "an offensive name for a silly person" },
    { name: "musical instrument", words: ["musical instrument", "instrument"], kinds: ["flute"] },
    { name: "flute", words: ["flute", "transverse flute", "4-hole flute"] },
    { name: "body part", words: ["body part"], kinds: ["buttocks"] },
    { name: "buttocks", words: ["buttocks", "arse", "rump"] },
  ],
  ["drawbridge"],
);

describe("reading WordNet", () => {
  it("finds a lemma's senses and a synset's words and kinds by their byte offsets", () => {
    const [bridge] = wordnet.senses("Bridge");
    const synset = wordnet.synset(bridge as number);
    expect(synset?.lemmas).toEqual(["bridge", "span"]);
    expect(synset?.kinds).toHaveLength(3);
    expect(wordnet.synset((synset?.kinds[0] ?? 0) + 1)).toBeNull();
    expect(wordnet.senses("nothing like it")).toEqual([]);
    expect(wordnet.knowsWord("suspension")).toBe(true);
    expect(wordnet.isFamiliar("drawbridge")).toBe(true);
    expect(wordnet.isFamiliar("bascule")).toBe(false);
  });

  it("marks synsets filed under a usage or glossed as offensive", () => {
    const marked = (lemma: string) => wordnet.synset(wordnet.senses(lemma)[0] as number)?.marked;
    expect(marked("nitwit")).toBe(true);
    expect(marked("birdbrain")).toBe(true);
    expect(marked("emu")).toBe(false);
  });
});

describe("the head noun of a category", () => {
  it.each([
    ["Famous bridge", ["bridge"]],
    ["Musical instruments", ["musical instruments", "musical instrument"]],
    ["Types of cheeses", ["cheeses", "cheese"]],
    ["Kind of dog", ["dog"]],
    ["Dog breed", ["dog"]],
    ["Knight's weapon", ["weapon"]],
    ["Animal that sleeps all day", ["animal"]],
    ["Berries", ["berries", "berry", "berrie"]],
    ["Something under the sofa", []],
    ["Reason to call a plumber", []],
    ["Car brand", []],
    ["Thing in a toolbox", []],
    ["Very long red spotted dog", []],
  ])("%s → %j", (category, heads) => {
    expect(categoryHeads(category)).toEqual(heads);
  });
});

describe("kinds of a category's head noun", () => {
  it("walks down the kinds within the depth, each term once, by its letter, surest first", () => {
    const kinds = categoryKinds(wordnet, "Famous bridges", { depth: 3, synsets: 100, length: 30 });
    expect(kinds.head).toBe("bridge");
    expect(kinds.byLetter.get("D")?.map((t) => t.term)).toEqual(["Drawbridge"]);
    expect(kinds.byLetter.get("L")?.map((t) => t.term)).toEqual(["Lift bridge"]);
    expect(kinds.byLetter.get("G")?.map((t) => t.term)).toEqual(["Golden Gate Bridge"]);
    expect(kinds.byLetter.get("T")?.map((t) => t.term)).toEqual(["Trunnion bascule"]);
    expect(kinds.byLetter.has("B")).toBe(true); // bascule, two levels down
    expect(kinds.keys.has("deepest bridge")).toBe(false); // four levels down
    const drawbridge = kinds.byLetter.get("D")?.[0]?.sureness as number;
    expect(drawbridge).toBeGreaterThan(kinds.byLetter.get("B")?.[0]?.sureness as number);
  });

  it("says nothing slangy, rude or offensive, no Latin names or digits, and nothing for people", () => {
    const birds = categoryKinds(wordnet, "Bird");
    expect([...birds.keys]).toEqual(["emu"]);
    const flutes = categoryKinds(wordnet, "Musical instrument");
    expect([...flutes.keys].sort()).toEqual(["flute", "transverse flute"]);
    // A synset's first two names only, and never a word no bot says, whatever its synset.
    expect([...categoryKinds(wordnet, "Body part").keys]).toEqual(["buttocks"]);
    expect(categoryKinds(wordnet, "Famous person").head).toBeNull();
    expect(categoryKinds(wordnet, "Something under the sofa").byLetter.size).toBe(0);
  });
});
