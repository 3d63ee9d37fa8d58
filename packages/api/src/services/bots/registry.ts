import { type Bot, buywordBot, type OmwKnowledge, ohMyWordBot, ohMyWordKnowledge } from "@wordhall/bots";
import { nodeOhMyWordKnowledge } from "@wordhall/bots/node";
import type { GameKind } from "@wordhall/engine";
import type { Lexicons } from "@wordhall/words";
import { serverLexicons } from "../../lexicons";
import { logger } from "../../observability/logger";

// biome-ignore lint/suspicious/noExplicitAny: the registry holds the bots of different games.
export type AnyBot = Bot<any, any>;

/** The one place the bots plug in: which bot plays each game, for this process. */
export type BotRegistry = {
  /**
   * The bot that plays this game, or undefined while no bot plays it. Given the game's
   * config, BuyWord's bot also knows the platform's word list the game was set up with (the
   * view does not carry it), so it never offers a word moderators banned platform-wide.
   */
  botFor(kind: GameKind, config?: unknown): AnyBot | undefined;
};

export type BotRegistryOptions = {
  /** The lexicons this process judges BuyWord by (the BuyWord bot sells by the same words). */
  readonly lexicons: Lexicons;
  /**
   * What the Oh My Word bot knows. Called once, the first time an Oh My Word bot is asked:
   * reading WordNet takes a few hundred ms and about 50 MB, which a process with no bot game
   * never pays.
   */
  readonly omwKnowledge: () => OmwKnowledge;
  /**
   * Every bot thinks this many times faster (1 = as its level says). For benches and tests
   * only, which cannot wait minutes for a game of people-like bots; a deployment leaves it.
   */
  readonly speedup?: number;
};

/**
 * The bots of both games, built on first use. Each bot is a pure function of its seat's view
 * (packages/bots); the host (services/bots/bot-plan.ts) asks it and sends its move through
 * the player's path.
 */
export function createBotRegistry(options: BotRegistryOptions): BotRegistry {
  const speedup = options.speedup ?? 1;
  if (!(speedup >= 1)) throw new Error(`A bot speed-up is at least 1 (got ${speedup}).`);
  const makers: Partial<Record<GameKind, () => AnyBot>> = {
    "oh-my-word": () => ohMyWordBot({ knowledge: knowledgeOrBanks(options.omwKnowledge) }),
    buyword: () => buywordBot({ lexicons: options.lexicons }),
  };
  const built = new Map<GameKind, AnyBot>();
  const byPlatform = new Map<string, AnyBot>();
  const finish = (bot: AnyBot) => (speedup === 1 ? bot : hurried(bot, speedup));
  return {
    botFor(kind, config) {
      const platform = kind === "buyword" ? platformOf(config) : null;
      if (platform) {
        const key = platformKey(platform);
        const known = byPlatform.get(key);
        if (known) return known;
        // A handful of lists at most live at once (the list changes when moderators edit it).
        if (byPlatform.size >= 8) byPlatform.clear();
        const bot = finish(buywordBot({ lexicons: options.lexicons, platform }) as AnyBot);
        byPlatform.set(key, bot);
        return bot;
      }
      const known = built.get(kind);
      if (known) return known;
      const make = makers[kind];
      if (!make) return undefined;
      const bot = finish(make());
      built.set(kind, bot);
      return bot;
    },
  };
}

/**
 * The knowledge asked for, or the built-in term banks alone when it cannot be had (WordNet's
 * files missing from a bundle, say): the bots then play the built-in boards fully and pack
 * categories without terms, rather than failing the move of whoever's write asked them.
 */
function knowledgeOrBanks(load: () => OmwKnowledge): OmwKnowledge {
  try {
    return load();
  } catch (error) {
    logger().error(
      { err: error },
      "the Oh My Word bot's knowledge could not be read; it knows its term banks only",
    );
    return ohMyWordKnowledge();
  }
}

/** The same bot, with every wait from `now` to its move divided by `speedup`. */
function hurried(bot: AnyBot, speedup: number): AnyBot {
  return (input) => {
    const decision = bot(input);
    if (decision === null) return null;
    return { action: decision.action, at: input.now + (decision.at - input.now) / speedup };
  };
}

let current: BotRegistry | null = null;

/**
 * This process's bots: those the host installed with useBotRegistry, else the default (the
 * server's lexicons, WordNet from where @wordhall/bots/node finds it), made on first use.
 */
export function serverBots(): BotRegistry {
  current ??= createBotRegistry({ lexicons: serverLexicons, omwKnowledge: () => nodeOhMyWordKnowledge() });
  return current;
}

/**
 * Installs this process's bots (the game server at start-up; benches and tests); null goes
 * back to the default, as a test that installed its own must before the next file runs.
 */
export function useBotRegistry(registry: BotRegistry | null): void {
  current = registry;
}

type PlatformList = { readonly allowed: readonly string[]; readonly banned: readonly string[] };

/** The platform's list a BuyWord config carries, when it has any word in it. */
function platformOf(config: unknown): PlatformList | null {
  const platform = (config as { platform?: Partial<PlatformList> } | undefined)?.platform;
  const allowed = Array.isArray(platform?.allowed) ? platform.allowed : [];
  const banned = Array.isArray(platform?.banned) ? platform.banned : [];
  return allowed.length + banned.length > 0 ? { allowed, banned } : null;
}

/** The whole list, as one string: lists are compared by content, never by object. */
const platformKey = (p: PlatformList) => `${p.allowed.join("\n")}\u0000${p.banned.join("\n")}`;
