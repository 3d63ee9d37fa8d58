import { nextFloat, type RngState } from "@wordhall/engine";

/**
 * A bot's dice. The host's generator is seeded per view version, so it decides what may
 * change each time the game moves (how long this thought takes); `stable` gives the same
 * number for the same facts, for choices that must not flip whenever someone else acts
 * (whether it recalls a term this turn, whether it challenges a claim).
 */
export class Chance {
  constructor(private rng: RngState) {}

  /** A float in [0, 1) from the host's generator. */
  next(): number {
    const [f, rng] = nextFloat(this.rng);
    this.rng = rng;
    return f;
  }

  between(range: readonly [number, number]): number {
    return range[0] + Math.floor(this.next() * (range[1] - range[0] + 1));
  }

  /** An exponential wait with this mean: memoryless, so asking again later changes nothing on average. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** Picks one item, each as likely as its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | undefined {
    let total = 0;
    for (const item of items) total += weight(item);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1];
  }
}

/**
 * A float in [0, 1) fixed by the facts given: a 32-bit FNV-1a hash with a final mix, cheap
 * enough to roll for every term a bot knows each time it is asked.
 */
export function stable(...facts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const fact of facts) {
    const text = String(fact);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0x1f, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
