import type { BuywordView } from "@wordhall/engine";
import {
  createWordJudge,
  type HouseRules,
  type LexiconId,
  type LexiconJudge,
  type Lexicons,
  layerHouseRules,
} from "@wordhall/words";
import type { BuywordLevelStyle } from "./levels";

type Rules = BuywordView["rules"];

const MAX_CACHED = 128;

/**
 * The words a bot may sell in a room. The room's judge is built as the engine builds it
 * (buywordModule's judge: the lexicon, the platform's list over it, the house words over
 * that), from the rules its view shows. The platform's list is not in the view (it can hold
 * 20,000 words); the host hands it over (buywordBot's `platform`), else none is layered and a
 * word the moderators ban may be refused (docs/bots.md).
 * A level that knows only everyday words gets the common lexicon with every word the room
 * refuses banned, so whatever it finds the room accepts.
 */
export class Vocabulary {
  private readonly rooms = new Map<string, LexiconJudge>();
  private readonly known = new Map<string, LexiconJudge>();
  /** Per room lexicon: common words it lacks (a few dozen), worked out once. */
  private readonly commonOutside = new Map<LexiconId, readonly string[]>();

  constructor(
    private readonly lexicons: Lexicons,
    private readonly platform: HouseRules = {},
  ) {}

  /** What the room's judge accepts. */
  room(rules: Rules): LexiconJudge {
    const key = roomKey(rules);
    let judge = this.rooms.get(key);
    if (!judge) {
      judge = createWordJudge(this.lexicons.get(rules.lexicon), layerHouseRules(this.platform, rules.house));
      remember(this.rooms, key, judge);
    }
    return judge;
  }

  /** The words this level knows in this room: all of them, or the common ones the room takes. */
  words(rules: Rules, style: BuywordLevelStyle): LexiconJudge {
    if (style.vocabulary === "room" || rules.lexicon === "common") return this.room(rules);
    const key = roomKey(rules);
    let judge = this.known.get(key);
    if (!judge) {
      const house = layerHouseRules(this.platform, rules.house);
      const allowed = new Set(house.allowed);
      const banned = new Set(house.banned);
      for (const word of this.outside(rules.lexicon)) if (!allowed.has(word)) banned.add(word);
      judge = createWordJudge(this.lexicons.get("common"), { allowed: [...allowed], banned: [...banned] });
      remember(this.known, key, judge);
    }
    return judge;
  }

  private outside(id: LexiconId): readonly string[] {
    let words = this.commonOutside.get(id);
    if (!words) {
      const lexicon = this.lexicons.get(id);
      words = [...this.lexicons.get("common").graph.words()].filter((w) => !lexicon.has(w));
      this.commonOutside.set(id, words);
    }
    return words;
  }
}

/** Cheap enough to make on every ask: the house lists as the room typed them. */
function roomKey(rules: Rules): string {
  return `${rules.lexicon}\u0001${rules.house.allowed.join("\u0002")}\u0001${rules.house.banned.join("\u0002")}`;
}

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, value);
}
