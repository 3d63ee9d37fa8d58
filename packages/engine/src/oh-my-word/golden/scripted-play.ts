import { ohMyWord } from "../module";
import type { OmwState } from "../state";
import { Dice } from "../testing/random-play";
import { OmwTable } from "../testing/table";

/** Sensible terms for the golden games' simulated players (not a word list, just examples). */
const TERMS: Readonly<Record<string, readonly string[]>> = {
  A: ["Apple pie", "The Alps"],
  B: ["Banana", "Bagpipes"],
  C: ["Cherry", "A Chess set"],
  D: ["Donut", "Dolphin"],
  E: ["Éclair", "Elephant"],
  F: ["Fig", "Flamingo"],
  G: ["Grapes", "Guitar"],
  H: ["Honey", "Hedgehog"],
  I: ["Ice cream", "Iguana"],
  J: ["Jam", "Jellyfish"],
  K: ["Kiwi", "Kazoo"],
  L: ["Lemon", "The Louvre"],
  M: ["Mango", "The Man in the Iron Mask"],
  N: ["Nutmeg", "Newt"],
  O: ["Olive", "Otter"],
  P: ["Pepper", "Penguin"],
  R: ["Raisin", "Rocket"],
  S: ["Salt", "Seahorse"],
  T: ["Tomato", "Tuba"],
  U: ["Udon", "Umbrella"],
  V: ["Vanilla", "Violin"],
  W: ["Walnut", "Walrus"],
  Z: ["Zucchini", "Zebra"],
};

export type Policy = {
  /** Chance that the holder, holding a letter, can't think of a term and lets the timer run out. */
  readonly stall: number;
  /** Chance that an open claim gets challenged, and that each other judge then votes no. */
  readonly challenge: number;
  readonly voteNo: number;
  /** Pause the room for a minute after this many moves (never if undefined). */
  readonly pauseAfter?: number;
  /** The server removes this seat after this many moves. */
  readonly leave?: { readonly seat: number; readonly after: number };
  /** Hand the bag on at the very instant the timer goes off, once. */
  readonly passAtTheInstant?: boolean;
};

/**
 * Plays a believable game through the server stand-in: players take a second or two per
 * move, sometimes freeze, sometimes dispute a term. Only accepted actions reach the record.
 */
export function playScripted(config: unknown, seed: string, policy: Policy, maxMoves = 5_000): OmwTable {
  const table = new OmwTable(config, seed, 1_700_000_000_000);
  const dice = new Dice(`script:${seed}`);
  let instantDone = false;
  for (let move = 0; move < maxMoves && !isOver(table.state); move++) {
    const s = table.state;
    const at = table.now + 400 + dice.int(1_800);
    if (policy.pauseAfter === move) {
      table.act(null, { type: "pause" }, at);
      table.act(null, { type: "resume" }, at + 60_000);
      continue;
    }
    if (policy.leave?.after === move) {
      table.act(null, { type: "leave", seat: policy.leave.seat }, at);
      continue;
    }
    const open = s.claims.find((c) => c.challenge === null && at < c.closesAt);
    if (open !== undefined && dice.chance(policy.challenge)) {
      const judges = s.players.flatMap((p, seat) => (!p.left && seat !== open.seat ? [seat] : []));
      const challenger = dice.pick(judges) ?? 0;
      table.act(challenger, { type: "challenge", claim: open.id }, at);
      for (const judge of judges) {
        if (judge === challenger) continue;
        table.act(
          judge,
          { type: "vote", claim: open.id, accept: !dice.chance(policy.voteNo) },
          table.now + 300,
        );
      }
      continue;
    }
    const holder = s.holder as number;
    if (s.turn.stage === "draw") {
      table.act(holder, { type: "draw" }, at);
    } else if (s.turn.stage === "claim") {
      if (dice.chance(policy.stall)) {
        table.expireTimer();
        continue;
      }
      const letter = ohMyWord.view(s, holder).turn.letter ?? "A";
      const category = s.covers.indexOf(null);
      const term = dice.pick(TERMS[letter] ?? ["?"]) ?? "?";
      table.act(holder, { type: "claim", category, term }, at);
    } else if (policy.passAtTheInstant && !instantDone && s.timer.status === "running") {
      instantDone = true;
      table.act(holder, { type: "pass" }, s.timer.deadline);
      table.expireTimer();
    } else {
      table.act(holder, { type: "pass" }, at);
    }
  }
  return table;
}

function isOver(s: OmwState): boolean {
  return s.phase === "over";
}
