import { buywordActionSchema, type GameKind, omwActionSchema } from "@wordhall/engine";
import { z } from "zod";
import { timeAction } from "../observability/action-timing";
import { existingRealtime } from "../realtime/registry";
import { playAction } from "../services/play/play-action";
import { createRouter, protectedProcedure } from "../trpc";

/**
 * The live event a move's sender last received (its version) and how long it held it
 * before sending, in ms: the server's sample of that player's lag (docs/timer.md). Bounded
 * here; what it may earn is bounded again by the lag policy's cap.
 */
const echoSchema = z.object({
  v: z.int().min(0).max(1_000_000_000),
  heldMs: z.number().min(0).max(3_600_000),
});

/** What every move carries besides the engine's own fields. */
export const moveIdsSchema = z.object({
  gameId: z.uuid({ message: "That is not a game id." }),
  clientActionId: z
    .string()
    .max(64, "A client action id is 8–64 letters, digits, '-' or '_'.")
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "A client action id is 8–64 letters, digits, '-' or '_'."),
  echo: echoSchema.optional(),
});

type ActionOption = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;
type MoveIds = z.infer<typeof moveIdsSchema>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** The ids plus the action's own fields, as zod would infer them for this option. */
type MoveSchema<O extends ActionOption> = z.ZodType<
  Flat<MoveIds & Omit<z.output<O>, "type">>,
  Flat<MoveIds & Omit<z.input<O>, "type">>
>;

/**
 * One mutation for one engine action: the input is the ids plus that action's own fields,
 * validated by the engine's schema (the `type` is implied by the procedure).
 */
function move<O extends ActionOption>(kind: GameKind, option: O) {
  const type = option.shape.type.value;
  // zod can't follow omit/extend through the generic; the cast restates what they build.
  const input = option.omit({ type: true }).extend(moveIdsSchema.shape) as unknown as MoveSchema<O>;
  return protectedProcedure.input(input).mutation(({ ctx, input }) => {
    const { gameId, clientActionId, echo, ...fields } = input as MoveIds;
    const realtime = existingRealtime(ctx.db);
    return timeAction(kind, () =>
      playAction(ctx.db, {
        kind,
        gameId,
        userId: ctx.user.id,
        role: ctx.user.role,
        clientActionId,
        action: { ...fields, type },
        // The games watched in this process: a move on one of them skips the read.
        cache: realtime?.games,
        // The lag of the players whose streams this process serves.
        lag: realtime?.lag,
        echo,
      }),
    );
  });
}

/** The option of a discriminated union with this `type`, typed as that option. */
function optionOf<U extends { options: readonly ActionOption[] }, T extends string>(
  union: U,
  type: T,
): Extract<U["options"][number], { shape: { type: z.ZodLiteral<T> } }> {
  const found = union.options.find((o) => o.shape.type.value === type);
  if (!found) throw new Error(`no action called ${type}`);
  return found as Extract<U["options"][number], { shape: { type: z.ZodLiteral<T> } }>;
}

const omw = <T extends string>(type: T) => move("oh-my-word", optionOf(omwActionSchema, type));
const bw = <T extends string>(type: T) => move("buyword", optionOf(buywordActionSchema, type));

// Server-only actions (timer expiry, closing a challenge, pause/resume, time-outs) have no
// procedure: only the server applies them.
export const playRouter = createRouter({
  ohMyWord: createRouter({
    draw: omw("draw"),
    chooseCategory: omw("choose-category"),
    claim: omw("claim"),
    pass: omw("pass"),
    challenge: omw("challenge"),
    vote: omw("vote"),
    leave: omw("leave"),
  }),
  buyword: createRouter({
    choose: bw("choose"),
    draftPick: bw("draftPick"),
    offerTrade: bw("offerTrade"),
    acceptTrade: bw("acceptTrade"),
    declineTrade: bw("declineTrade"),
    withdrawTrade: bw("withdrawTrade"),
    doneTrading: bw("doneTrading"),
    buy: bw("buy"),
    discard: bw("discard"),
    auction: bw("auction"),
    bid: bw("bid"),
    pass: bw("pass"),
    sell: bw("sell"),
    vote: bw("vote"),
    endTurn: bw("endTurn"),
    /** BW-33: the caller's seat leaves the game for good. */
    leave: bw("leave"),
  }),
});
