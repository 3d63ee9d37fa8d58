import { type WordNet, wordnetFromFiles } from "./wordnet";

/** One synset of a made-up WordNet for tests: its words, its kinds (by name), a usage mark. */
export type TinySynset = {
  readonly name: string;
  readonly words: readonly string[];
  readonly kinds?: readonly string[];
  /** Its parts (by name); each part gets the matching "part of" pointer back. */
  readonly parts?: readonly string[];
  readonly slang?: boolean;
  readonly gloss?: string;
};

/**
 * Writes index.noun and data.noun in WordNet's own format for the synsets given (offsets are
 * real byte offsets) and reads them back, for tests that need a WordNet small enough to read.
 */
export function tinyWordnet(synsets: readonly TinySynset[], tagged: readonly string[] = []): WordNet {
  const header = "  1 This is a made-up WordNet for tests.\n";
  const pad = (n: number) => String(n).padStart(8, "0");
  const usage: TinySynset = { name: "(usage)", words: ["slang"] };
  const all: readonly TinySynset[] = [...synsets, usage];
  // WordNet keeps both directions of a relation: "kind of" and "part of" are written back.
  const kindOf = (name: string) => all.filter((o) => o.kinds?.includes(name)).map((o) => o.name);
  const wholes = (name: string) => all.filter((o) => o.parts?.includes(name)).map((o) => o.name);
  const lineOf = (s: TinySynset, offsets: Map<string, number>) => {
    const to = (symbol: string, name: string) => `${symbol} ${pad(offsets.get(name) ?? 0)} n 0000`;
    const pointers = [
      ...(s.kinds ?? []).map((k) => to("~", k)),
      ...kindOf(s.name).map((k) => to("@", k)),
      ...(s.parts ?? []).map((k) => to("%p", k)),
      ...wholes(s.name).map((k) => to("#p", k)),
    ];
    if (s.slang) pointers.push(`;u ${pad(offsets.get(usage.name) ?? 0)} n 0000`);
    const words = s.words.map((w) => `${w.replace(/ /g, "_")} 0`).join(" ");
    const count = s.words.length.toString(16).padStart(2, "0");
    return `${pad(offsets.get(s.name) ?? 0)} 05 n ${count} ${words} ${String(pointers.length).padStart(3, "0")} ${pointers.join(" ")} | ${s.gloss ?? "a test synset"}  \n`;
  };
  // Offsets are fixed-width, so a line's length does not depend on them: lay out once, then fill.
  const offsets = new Map<string, number>();
  let at = header.length;
  for (const s of all) {
    offsets.set(s.name, at);
    at += lineOf(s, offsets).length;
  }
  const dataNoun = header + all.map((s) => lineOf(s, offsets)).join("");
  const senses = new Map<string, number[]>();
  for (const s of all) {
    for (const w of s.words) {
      const lemma = w.toLowerCase().replace(/ /g, "_");
      senses.set(lemma, [...(senses.get(lemma) ?? []), offsets.get(s.name) ?? 0]);
    }
  }
  const indexNoun =
    header +
    [...senses]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([lemma, offs]) => {
        const tag = tagged.includes(lemma) ? 1 : 0;
        return `${lemma} n ${offs.length} 1 ~ ${offs.length} ${tag} ${offs.map(pad).join(" ")}  `;
      })
      .join("\n");
  return wordnetFromFiles({ indexNoun, dataNoun });
}
