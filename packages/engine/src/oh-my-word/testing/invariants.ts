import { derive } from "../derived";
import { inPlay } from "../rotation";
import type { OmwState } from "../state";

/**
 * The conservation laws and shape rules that must hold after every step. Returns what is
 * wrong (empty when all is well) so a property test can print it.
 */
export function omwInvariantViolations(s: OmwState): string[] {
  const wrong: string[] = [];
  const derived = derive(s.config);

  // Every tile in exactly one place: bag, a board, aside, or the holder's hand mid-claim.
  const seen = new Uint8Array(derived.tileCount);
  const place = (tile: number, where: string) => {
    if (!(tile >= 0 && tile < derived.tileCount)) {
      wrong.push(`${where} holds unknown tile ${tile}`);
      return;
    }
    const count = (seen[tile] ?? 0) + 1;
    seen[tile] = count;
    if (count > 1) wrong.push(`tile ${tile} is in two places (again in ${where})`);
  };
  for (const t of s.bag) place(t, "bag");
  let covered = 0;
  s.covers.forEach((c, i) => {
    if (c === null) return;
    covered++;
    place(c.tile, `category ${i}`);
    if (derived.tileLetters[c.tile] === "") wrong.push(`a reverse tile covers category ${i}`);
  });
  for (const t of s.aside) {
    place(t, "aside");
    if (derived.tileLetters[t] !== "") wrong.push(`letter tile ${t} lies aside`);
  }
  if (s.turn.stage === "claim") {
    if (s.turn.tile === null) wrong.push("claim stage without a tile in hand");
    else place(s.turn.tile, "hand");
  }
  if (seen.some((n) => n !== 1)) wrong.push("some tile is nowhere");
  if (covered !== s.coveredCount) wrong.push(`coveredCount ${s.coveredCount} but ${covered} covers`);
  if (s.turn.stage === "pass" && s.turn.tile !== null) {
    const c = s.turn.chosen === null ? null : s.covers[s.turn.chosen];
    if (c?.tile !== s.turn.tile) wrong.push("the holder's covering tile is not on their category");
  }

  // Every token in the supply or with exactly one player, values conserved.
  const counts = new Map<number, number>();
  for (const v of derived.tokenValues) counts.set(v, (counts.get(v) ?? 0) + 1);
  const takeOut = (v: number) => counts.set(v, (counts.get(v) ?? 0) - 1);
  for (const v of s.supply) takeOut(v);
  for (const p of s.players) for (const v of p.tokens) takeOut(v);
  for (const n of counts.values()) if (n !== 0) wrong.push("token values are not conserved");

  // Exactly one holder, in play, while the game runs; none after.
  if (s.phase === "over") {
    if (s.holder !== null) wrong.push("someone holds the bag after the game");
    if (s.claims.length > 0) wrong.push("claims open after the game");
  } else {
    if (s.holder === null) wrong.push("nobody holds the bag");
    else if (!inPlay(s, s.holder)) wrong.push(`holder ${s.holder} is not in play`);
  }

  // Open claims match covers.
  for (const c of s.claims) {
    if (s.covers[c.category]?.claim !== c.id) wrong.push(`claim ${c.id} has no matching cover`);
  }
  for (const c of s.covers) {
    if (c?.claim != null && !s.claims.some((k) => k.id === c.claim))
      wrong.push(`cover points at closed claim ${c.claim}`);
  }

  // The game has ended exactly when a rule says it should (and not otherwise).
  const inPlayCount = s.players.filter((_, seat) => inPlay(s, seat)).length;
  const full = s.coveredCount === derived.categories.length;
  if (s.phase === "playing") {
    if (s.supply.length === 0) wrong.push("the supply is empty but the game goes on");
    if (full && s.claims.length === 0)
      wrong.push("every category is covered and settled but the game goes on");
    if (inPlayCount < 2) wrong.push("fewer than two players in play but the game goes on");
    if (full && s.timer.status === "running") wrong.push("the timer runs while the boards are full");
  }
  if (s.phase === "tiebreaker") {
    if (inPlayCount < 2) wrong.push("the tiebreaker has a winner but goes on");
    if (full) wrong.push("full boards in a tiebreaker were not cleared");
  }
  if (s.phase === "over") {
    const reason = s.ended?.reason;
    const ok =
      (reason === "tokens-exhausted" && s.supply.length === 0) ||
      (reason === "boards-full" && full) ||
      reason === "abandoned" ||
      reason === "absence" ||
      reason === "tiebreaker-won";
    if (!ok) wrong.push(`the game ended (${reason}) without its condition`);
  }
  if (s.pausedAt !== null && s.timer.status === "running") wrong.push("the timer runs in a paused room");
  return wrong;
}
