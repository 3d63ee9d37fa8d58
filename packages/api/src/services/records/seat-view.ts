import type { Db } from "@wordhall/db";
import type { AnyGameModule, BuywordView, OmwView } from "@wordhall/engine";
import { fromDbKind } from "../games/game-kinds";
import { gameModule } from "../games/game-modules";
import { gameRowSchema } from "../games/game-row";
import { gameForViewer, type Viewer } from "./game-access";

type SeatViewBase = {
  readonly gameId: string;
  readonly status: "active" | "finished" | "aborted";
  /** Why a moderator ended it, when status is "aborted". */
  readonly endedReason: string | null;
  readonly version: number;
  /** The caller's seat, or null when watching. */
  readonly seat: number | null;
};

/** The engine's view for that seat (or a spectator): built from an allow-list, never the raw state. */
export type SeatView =
  | (SeatViewBase & { readonly kind: "oh-my-word"; readonly view: OmwView })
  | (SeatViewBase & { readonly kind: "buyword"; readonly view: BuywordView });

export async function seatView(db: Db, viewer: Viewer, gameId: string): Promise<SeatView> {
  const { seat } = await gameForViewer(db, viewer, gameId);
  // Read again with the state, so the view and the version come from one row read.
  const stored = await db.game.findUniqueOrThrow({
    where: { id: gameId },
    select: { id: true, kind: true, status: true, version: true, state: true, endedReason: true },
  });
  const row = gameRowSchema.parse(stored);
  const kind = fromDbKind(row.kind);
  const module = gameModule(kind) as AnyGameModule;
  const base = { gameId, status: row.status, endedReason: stored.endedReason, version: row.version, seat };
  return { ...base, kind, view: module.view(row.state, seat) } as SeatView;
}
