import type { GameRecord } from "../../core/game-record";
import type { OmwEvent } from "../events";
import type { OmwState } from "../state";
import type { Policy } from "./scripted-play";

export type GoldenScenario = {
  readonly name: string;
  readonly description: string;
  readonly config: Record<string, unknown>;
  readonly policy: Policy;
  /** What the game must contain for the record to be worth keeping. */
  readonly shows: (events: readonly OmwEvent[], final: OmwState, record: GameRecord) => boolean;
};

const has = (events: readonly OmwEvent[], type: OmwEvent["type"]) => events.some((e) => e.type === type);
const upheldAfterChallenge = (events: readonly OmwEvent[]) => {
  const challenged = new Set(events.flatMap((e) => (e.type === "claim-challenged" ? [e.claim] : [])));
  return events.some((e) => e.type === "claim-upheld" && challenged.has(e.claim));
};

export const GOLDEN_SCENARIOS: readonly GoldenScenario[] = [
  {
    name: "full-game-with-timeouts",
    description:
      "Three players, two built-in boards and the full bag; the timer catches players out; the boards fill.",
    config: {
      seats: 3,
      boards: [
        { kind: "built-in", board: 1, side: "front" },
        { kind: "built-in", board: 4, side: "back" },
      ],
      judging: { mode: "trust" },
    },
    policy: { stall: 0.1, challenge: 0, voteNo: 0 },
    shows: (events, s) =>
      s.ended?.reason === "boards-full" &&
      s.tiebreaker === null &&
      has(events, "timer-went-off") &&
      has(events, "tile-returned"),
  },
  {
    name: "reverse-tiles",
    description: "Four players and a bag heavy with reverse tiles: the bag changes direction several times.",
    config: {
      seats: 4,
      boards: [
        { kind: "custom", title: "Kitchen", categories: ["Fruit", "Spice", "Dessert", "Drink", "Snack"] },
      ],
      tiles: { letters: { M: 3, S: 3, P: 3 }, reverse: 6 },
      judging: { mode: "trust" },
    },
    policy: { stall: 0.05, challenge: 0, voteNo: 0 },
    shows: (events, s) =>
      s.phase === "over" && events.filter((e) => e.type === "direction-reversed").length >= 3,
  },
  {
    name: "challenge-fails",
    description:
      "Challenge judging with three players: a challenged term survives a tied vote; another is voted down.",
    config: { seats: 3, boards: [{ kind: "built-in", board: 3, side: "front" }] },
    policy: { stall: 0.05, challenge: 0.35, voteNo: 0.4 },
    shows: (events, s) => s.phase === "over" && upheldAfterChallenge(events),
  },
  {
    name: "challenge-succeeds",
    description:
      "Four players; a majority votes a term down, the tile goes back to the bag and the category reopens.",
    config: { seats: 4, boards: [{ kind: "built-in", board: 2, side: "back" }] },
    policy: { stall: 0.05, challenge: 0.3, voteNo: 0.7 },
    shows: (events, s) => s.phase === "over" && has(events, "claim-rejected") && upheldAfterChallenge(events),
  },
  {
    name: "tiebreaker",
    description:
      "Scored by token count, two players tie; the tiebreaker clears the boards and knocks one out.",
    config: {
      seats: 3,
      scoring: "tokens",
      boards: [{ kind: "custom", title: "Quick", categories: ["Animal", "Colour", "City", "Game"] }],
      judging: { mode: "trust" },
    },
    policy: { stall: 0.25, challenge: 0, voteNo: 0 },
    shows: (events, s) =>
      s.ended?.reason === "tiebreaker-won" &&
      has(events, "player-eliminated") &&
      has(events, "tiebreaker-started"),
  },
  {
    name: "tokens-run-out",
    description: "A small supply of tokens runs out before the boards fill; scored by points.",
    config: {
      seats: 3,
      tokens: [
        { value: 1, count: 2 },
        { value: 2, count: 2 },
        { value: 3, count: 2 },
      ],
      boards: [{ kind: "built-in", board: 1, side: "back" }],
      judging: { mode: "trust" },
    },
    policy: { stall: 0.4, challenge: 0, voteNo: 0 },
    shows: (_events, s) => s.ended?.reason === "tokens-exhausted" && s.tiebreaker === null,
  },
  {
    name: "pause-leave-and-the-instant",
    description:
      "A paused room, a player who leaves mid-game, and a bag handed over at the very instant the timer goes off.",
    config: { seats: 4, boards: [{ kind: "built-in", board: 2, side: "front" }] },
    policy: {
      stall: 0.1,
      challenge: 0.1,
      voteNo: 0.5,
      pauseAfter: 12,
      leave: { seat: 2, after: 30 },
      passAtTheInstant: true,
    },
    shows: (events, s, record) => {
      // a pass and the timer's expiry stamped with the very same instant
      const instant = record.actions.some((a, i) => {
        const next = record.actions[i + 1];
        const action = a.action as { type: string };
        return action.type === "pass" && next?.seat === null && next.at === a.at;
      });
      return s.phase === "over" && has(events, "paused") && has(events, "player-left") && instant;
    },
  },
];
