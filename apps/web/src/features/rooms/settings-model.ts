import { houseAllowedSchema, houseBannedSchema, themesSchema } from "@wordhall/engine/buyword-config-texts";
import { count } from "@wordhall/ui";
import type { z } from "zod";
import type { GameOptions } from "./room-types";

// The create-room / room-settings form as plain data, and the way between it and the
// engine's config. The form shows seconds and lines of text; the engine wants ms and arrays.
// These checks are for the player's convenience, with the engine's ranges (served with the
// defaults) and its schemas of the free text; the server checks everything again.

export type OmwDefaults = GameOptions["oh-my-word"]["defaults"];
export type BuywordDefaults = GameOptions["buyword"]["defaults"];
/** The engine's ranges of the numbers asked for, served with the defaults (rooms.options). */
export type OmwBounds = GameOptions["oh-my-word"]["bounds"];
export type BuywordBounds = GameOptions["buyword"]["bounds"];
type Range = { readonly min: number; readonly max: number };
export type BoardFace = "front" | "back" | "off";
export type PackBoardRef = { readonly packId: string; readonly side: number };

export type OmwForm = {
  seats: number;
  boardSource: "built-in" | "packs";
  /** Built-in boards 1–4: which side lies up, or not on the table. */
  builtIn: BoardFace[];
  /** Up to four pack sides, as "packId:side" ("" = none). */
  packSides: string[];
  timerMin: string;
  timerMax: string;
  judging: "challenge" | "trust";
  challengeWindow: string;
  voteWindow: string;
  refuseRepeatedTerms: boolean;
  maxTermLength: string;
  /** The room's option (not the engine's): voters see what our word lists know of a challenged term. */
  judgingHints: boolean;
  /** The room's option: one screen shows the table (the display page), each phone is a seat. */
  tableMode: boolean;
  scoring: "points" | "tokens";
  tiebreaker: "elimination" | "shared";
  /** "random" or a seat index. */
  firstSeat: string;
  letters: Record<string, string>;
  reverse: string;
  /** Bad-luck tokens: how many of each value 1–9. */
  tokens: Record<string, string>;
};

export const TIME_LIMIT_KINDS = ["choose", "draft", "trade", "decide", "bid", "sell", "vote"] as const;
export type TimeLimitKind = (typeof TIME_LIMIT_KINDS)[number];

export type BuywordForm = {
  players: number;
  lexicon: string;
  houseAllowed: string;
  houseBanned: string;
  handLimit: "8" | "10" | "none";
  auction: boolean;
  trade: boolean;
  draft: boolean;
  crossword: boolean;
  themes: string;
  /** Seconds per decision; "" = no limit. */
  timeLimits: Record<TimeLimitKind, string>;
};

export type FormErrors = Record<string, string>;

export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
export const TOKEN_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const inSeconds = (ms: number) => Math.round(ms / 100) / 10;
const seconds = (ms: number) => String(inSeconds(ms));

export function omwFormFrom(
  config: OmwDefaults,
  packBoards: readonly PackBoardRef[] | null,
  roomOptions: RoomOptions = { judgingHints: true, tableMode: false },
): OmwForm {
  const builtIn: BoardFace[] = ["off", "off", "off", "off"];
  for (const b of config.boards) if (b.kind === "built-in") builtIn[b.board - 1] = b.side;
  const tokens: Record<string, string> = {};
  for (const v of TOKEN_VALUES) tokens[v] = "0";
  for (const t of config.tokens) tokens[t.value] = String(Number(tokens[t.value] ?? 0) + t.count);
  const letters: Record<string, string> = {};
  for (const l of LETTERS) letters[l] = String(config.tiles.letters[l] ?? 0);
  const usesPacks = packBoards !== null && packBoards.length > 0;
  return {
    seats: config.seats,
    boardSource: usesPacks ? "packs" : "built-in",
    builtIn: usesPacks ? ["front", "front", "front", "front"] : builtIn,
    packSides: Array.from({ length: 4 }, (_, i) => {
      const ref = packBoards?.[i];
      return ref ? `${ref.packId}:${ref.side}` : "";
    }),
    timerMin: seconds(config.timer.minMs),
    timerMax: seconds(config.timer.maxMs),
    judging: config.judging.mode,
    challengeWindow: seconds(config.judging.challengeWindowMs),
    voteWindow: seconds(config.judging.voteWindowMs),
    refuseRepeatedTerms: config.judging.refuseRepeatedTerms,
    judgingHints: roomOptions.judgingHints,
    tableMode: roomOptions.tableMode,
    maxTermLength: String(config.judging.maxTermLength),
    scoring: config.scoring,
    tiebreaker: config.tiebreaker,
    firstSeat: config.firstSeat === null ? "random" : String(config.firstSeat),
    letters,
    reverse: String(config.tiles.reverse),
    tokens,
  };
}

/** A whole number in the engine's range from a text field, or an error message. */
function wholeNumber(text: string, { min, max }: Range, what: string): number | string {
  const n = Number(text.trim());
  if (text.trim() === "" || !Number.isInteger(n)) return `${what} must be a whole number.`;
  if (n < min || n > max) return `${what} must be between ${min} and ${max}.`;
  return n;
}

/** Seconds (decimals allowed) → ms in the engine's range (in ms), or an error message. */
function secondsToMs(text: string, range: Range, what: string): number | string {
  const n = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(n)) return `${what} must be a number of seconds.`;
  const ms = Math.round(n * 1000);
  if (ms < range.min || ms > range.max)
    return `${what} must be between ${seconds(range.min)} and ${count(inSeconds(range.max), "second")}.`;
  return ms;
}

/** The room's own options, beside the engine's settings (the server's roomOptionsSchema). */
export type RoomOptions = { readonly judgingHints: boolean; readonly tableMode: boolean };

export type OmwSettings = {
  config: Record<string, unknown>;
  packBoards: PackBoardRef[] | null;
  options: RoomOptions;
};

export function omwSettingsFrom(
  form: OmwForm,
  bounds: OmwBounds,
): { ok: true; value: OmwSettings } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const take = <T>(key: string, value: T | string): T | undefined => {
    if (typeof value === "string") {
      errors[key] = value;
      return undefined;
    }
    return value;
  };
  const minMs = take("timerMin", secondsToMs(form.timerMin, bounds.timerMs, "The shortest timer"));
  const maxMs = take("timerMax", secondsToMs(form.timerMax, bounds.timerMs, "The longest timer"));
  if (minMs !== undefined && maxMs !== undefined && minMs > maxMs) {
    errors.timerMax = "The longest timer can't be shorter than the shortest.";
  }
  const challengeWindowMs = take(
    "challengeWindow",
    secondsToMs(form.challengeWindow, bounds.challengeWindowMs, "The challenge window"),
  );
  const voteWindowMs = take(
    "voteWindow",
    secondsToMs(form.voteWindow, bounds.voteWindowMs, "The vote window"),
  );
  const maxTermLength = take(
    "maxTermLength",
    wholeNumber(form.maxTermLength, bounds.maxTermLength, "The longest term"),
  );
  const reverse = take("reverse", wholeNumber(form.reverse, bounds.reverseTiles, "Reverse tiles"));
  const letters: Record<string, number> = {};
  for (const l of LETTERS) {
    const n = take(`letter-${l}`, wholeNumber(form.letters[l] ?? "0", bounds.letterTiles, `Tiles of ${l}`));
    if (n !== undefined && n > 0) letters[l] = n;
  }
  const tokens: { value: number; count: number }[] = [];
  for (const v of TOKEN_VALUES) {
    const n = take(`token-${v}`, wholeNumber(form.tokens[v] ?? "0", bounds.tokens, `Tokens worth ${v}`));
    if (n !== undefined && n > 0) tokens.push({ value: v, count: n });
  }
  if (tokens.length === 0 && !Object.keys(errors).some((k) => k.startsWith("token-"))) {
    errors.tokens = "The game needs at least one bad-luck token.";
  }
  let boards: { kind: "built-in"; board: number; side: "front" | "back" }[] | undefined;
  let packBoards: PackBoardRef[] | null = null;
  if (form.boardSource === "built-in") {
    boards = form.builtIn.flatMap((face, i) =>
      face === "off" ? [] : [{ kind: "built-in" as const, board: i + 1, side: face }],
    );
    if (boards.length === 0) errors.boards = "Put at least one board on the table.";
  } else {
    const chosen = form.packSides.filter((s) => s !== "");
    if (chosen.length === 0) errors.boards = "Choose at least one pack side.";
    if (new Set(chosen).size !== chosen.length)
      errors.boards = "Each pack side can only be on the table once.";
    packBoards = chosen.map((s) => {
      const at = s.lastIndexOf(":");
      return { packId: s.slice(0, at), side: Number(s.slice(at + 1)) };
    });
  }
  const firstSeat = form.firstSeat === "random" ? null : Number(form.firstSeat);
  if (firstSeat !== null && firstSeat >= form.seats) errors.firstSeat = "That seat is not at the table.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      config: {
        seats: form.seats,
        ...(boards ? { boards } : {}),
        tiles: { letters, reverse },
        tokens,
        scoring: form.scoring,
        timer: { minMs, maxMs },
        judging: {
          mode: form.judging,
          challengeWindowMs,
          voteWindowMs,
          refuseRepeatedTerms: form.refuseRepeatedTerms,
          maxTermLength,
        },
        tiebreaker: form.tiebreaker,
        firstSeat,
      },
      packBoards,
      options: { judgingHints: form.judgingHints, tableMode: form.tableMode },
    },
  };
}

export function buywordFormFrom(config: BuywordDefaults): BuywordForm {
  const timeLimits = {} as Record<TimeLimitKind, string>;
  for (const kind of TIME_LIMIT_KINDS) {
    const ms = config.timeLimits[kind];
    timeLimits[kind] = ms === null ? "" : seconds(ms);
  }
  return {
    players: config.players,
    lexicon: config.lexicon,
    houseAllowed: config.house.allowed.join("\n"),
    houseBanned: config.house.banned.join("\n"),
    handLimit: config.variants.handLimit === null ? "none" : config.variants.handLimit === 10 ? "10" : "8",
    auction: config.variants.auction,
    trade: config.variants.trade,
    draft: config.variants.draft,
    crossword: config.variants.crossword,
    themes: config.variants.themes.join("\n"),
    timeLimits,
  };
}

/** One entry per non-empty line (or comma), trimmed. */
export function lines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The list as the schema leaves it, or its first problem under `key` (naming the line). */
function checked(schema: z.ZodType<string[]>, list: string[], key: string, errors: FormErrors): string[] {
  const parsed = schema.safeParse(list);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = typeof issue?.path[0] === "number" ? list[issue.path[0]] : undefined;
  errors[key] = at === undefined ? (issue?.message ?? "") : `“${at}”: ${issue?.message ?? ""}`;
  return list;
}

export function buywordSettingsFrom(
  form: BuywordForm,
  bounds: BuywordBounds,
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  // The lists are checked by the engine's own schemas of them, with its sentences.
  const allowed = checked(houseAllowedSchema, lines(form.houseAllowed), "houseAllowed", errors);
  const banned = checked(houseBannedSchema, lines(form.houseBanned), "houseBanned", errors);
  const themes = checked(
    themesSchema,
    form.themes
      .split("\n")
      .map((s) => s.trim())
      .filter(Boolean),
    "themes",
    errors,
  );
  const timeLimits: Record<string, number | null> = {};
  for (const kind of TIME_LIMIT_KINDS) {
    const text = form.timeLimits[kind].trim();
    if (text === "") {
      timeLimits[kind] = null;
      continue;
    }
    const ms = secondsToMs(text, bounds.timeLimitMs, "A time limit");
    if (typeof ms === "string") errors[`limit-${kind}`] = ms;
    else timeLimits[kind] = ms;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      players: form.players,
      lexicon: form.lexicon,
      house: { allowed, banned },
      variants: {
        handLimit: form.handLimit === "none" ? null : Number(form.handLimit),
        auction: form.auction,
        trade: form.trade,
        draft: form.draft,
        themes,
        crossword: form.crossword,
      },
      timeLimits,
    },
  };
}
