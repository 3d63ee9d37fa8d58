import type { OmwView } from "@wordhall/engine";
import type { ApiClient } from "./clients";
import type { GameFollower } from "./live-game-follower";
import { actionId } from "./room-setup";

export type OmwSeatClient = { readonly client: ApiClient; readonly follower: GameFollower };

export type OmwPlayLog = {
  timeouts: number;
  reverses: number;
  challenges: number;
  votes: number;
  refused: string[];
  /** Sends that reached no server (it was down) and were sent again with the same id. */
  retries: number;
  /** Versions returned by mutations that succeeded. */
  acknowledged: { clientActionId: string; version: number }[];
};

const viewOf = (f: GameFollower) => f.view as OmwView;

/**
 * A client retries a move the server never answered (it was down) with the same client action
 * id, as the browser does, so a move is applied once however often it is sent.
 */
async function retryUnreachable<T>(
  send: () => Promise<T>,
  onRetry: () => void,
  giveUpMs = 30_000,
): Promise<T> {
  const until = Date.now() + giveUpMs;
  for (;;) {
    try {
      return await send();
    } catch (error) {
      const answered = (error as { data?: unknown }).data !== undefined;
      if (answered || Date.now() > until) throw error;
      onRetry();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A tRPC error's engine rule or code; anything else is a real failure. */
function refusal(error: unknown): string {
  const e = error as { data?: { code?: string; rule?: string }; message?: string };
  if (e.data?.code === "BAD_REQUEST" || e.data?.code === "CONFLICT") return e.data.rule ?? e.data.code;
  throw error;
}

/**
 * Plays Oh My Word to its end over HTTP, each decision taken from the acting seat's own live
 * view. Once: let the timer go off; challenge the first claim and vote on it.
 */
export async function playOmw(
  seats: readonly OmwSeatClient[],
  gameId: string,
  options: {
    maxSteps?: number;
    /** Runs just before each move is sent (the SIGKILL test kills the server here). */
    beforeSend?: (log: Readonly<OmwPlayLog>) => Promise<void>;
  } = {},
): Promise<OmwPlayLog> {
  const log: OmwPlayLog = {
    timeouts: 0,
    reverses: 0,
    challenges: 0,
    votes: 0,
    refused: [],
    retries: 0,
    acknowledged: [],
  };
  let waitedForTimer = false;
  let challenged: number | null = null;
  const send = async (seat: number, mutate: (id: string) => Promise<{ version: number }>) => {
    const follower = (seats[seat] as OmwSeatClient).follower;
    const before = follower.version;
    const id = actionId(`s${seat}`);
    await options.beforeSend?.(log);
    try {
      const { version } = await retryUnreachable(
        () => mutate(id),
        () => log.retries++,
      );
      log.acknowledged.push({ clientActionId: id, version });
      await follower.until((f) => f.version >= version, 30_000, `version ${version} on seat ${seat}`);
    } catch (error) {
      log.refused.push(refusal(error));
      // Something else moved first (usually the timer): wait for it to arrive.
      await follower
        .until((f) => f.version > before, 3_000, "the change that beat us")
        .catch(() => undefined);
    }
  };

  // Every seat's view caught up with the newest version any of them has.
  const settle = async () => {
    const newest = Math.max(...seats.map((s) => s.follower.version));
    await Promise.all(
      seats.map((s) => s.follower.until((f) => f.version >= newest, 30_000, `seat ${f0(s)} at ${newest}`)),
    );
  };
  const f0 = (s: OmwSeatClient) => s.follower.seat;

  for (let step = 0; step < (options.maxSteps ?? 400); step++) {
    await settle();
    const anyView = viewOf((seats[0] as OmwSeatClient).follower);
    if (anyView.phase === "over") break;

    // Judging: the first claim still open to challenge is challenged by the next seat, and
    // the third seat votes against it too.
    if (challenged === null) {
      const claim = anyView.claims.find((c) => c.challengedBy === null && c.closesAt > Date.now() + 300);
      if (claim) {
        const challenger = (claim.seat + 1) % seats.length;
        const own = viewOf((seats[challenger] as OmwSeatClient).follower).claims.find(
          (c) => c.id === claim.id,
        );
        if (own) {
          challenged = claim.id;
          log.challenges++;
          await send(challenger, (id) =>
            (seats[challenger] as OmwSeatClient).client.play.ohMyWord.challenge.mutate({
              gameId,
              clientActionId: id,
              claim: claim.id,
            }),
          );
          const voter = (claim.seat + 2) % seats.length;
          const challengeSeen = (f: GameFollower) =>
            viewOf(f).claims.some((c) => c.id === claim.id && c.challengedBy !== null);
          await (seats[voter] as OmwSeatClient).follower
            .until(challengeSeen, 2_000, "the challenge")
            .catch(() => undefined);
          if (challengeSeen((seats[voter] as OmwSeatClient).follower)) {
            log.votes++;
            await send(voter, (id) =>
              (seats[voter] as OmwSeatClient).client.play.ohMyWord.vote.mutate({
                gameId,
                clientActionId: id,
                claim: claim.id,
                accept: false,
              }),
            );
          }
          continue;
        }
      }
    }

    const holder = anyView.holder;
    if (holder === null) {
      // Nobody may draw while claims are settled (OMW-32): wait for the server to close them.
      await (seats[0] as OmwSeatClient).follower
        .until((f) => f.version > anyView.version, 5_000, "claims to settle")
        .catch(() => undefined);
      continue;
    }
    const seat = seats[holder] as OmwSeatClient;
    const view = viewOf(seat.follower);
    if (view.holder !== holder || view.you !== holder) continue;
    const play = seat.client.play.ohMyWord;

    // Once, after a claim, the holder sits on the bag until the hidden timer goes off.
    if (!waitedForTimer && view.coveredCount > 0 && view.turn.stage === "draw" && view.timer.running) {
      waitedForTimer = true;
      const tokensBefore = view.seats.reduce((n, s) => n + s.tokenCount, 0);
      await seat.follower.until(
        (f) => viewOf(f).seats.reduce((n, s) => n + s.tokenCount, 0) > tokensBefore || f.over,
        // Generous: right after a server restart (the SIGKILL test) its scheduler first has
        // to start and find the deadline, which on a busy machine took longer than 6 s.
        20_000,
        "the hidden timer to go off",
      );
      log.timeouts++;
      continue;
    }

    if (view.turn.stage === "draw") {
      const asideBefore = view.reverseTilesAside;
      await send(holder, (id) => play.draw.mutate({ gameId, clientActionId: id }));
      if (viewOf(seat.follower).reverseTilesAside > asideBefore) log.reverses++;
    } else if (view.turn.stage === "claim" && view.turn.letter) {
      const open = view.boards.flatMap((b) => b.categories).find((c) => c.cover === null);
      if (!open) {
        await seat.follower.until((f) => f.version > view.version, 3_000).catch(() => undefined);
        continue;
      }
      const term = `${view.turn.letter}${"orem ipsum".slice(0, 4 + (step % 5))}`;
      await send(holder, (id) => play.claim.mutate({ gameId, clientActionId: id, category: open.id, term }));
    } else if (view.turn.stage === "pass") {
      await send(holder, (id) => play.pass.mutate({ gameId, clientActionId: id }));
    }
  }
  return log;
}
