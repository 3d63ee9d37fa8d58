// How ratings read on every page: a whole number on the 1500 scale the server computes,
// a "?" while provisional (as chess sites mark it), and a signed change after a game.

export function ratingText(rating: number, provisional: boolean): string {
  return provisional ? `${rating}?` : `${rating}`;
}

/** "+12", "−8" (a true minus sign) or "±0". */
export function ratingChangeText(before: number, after: number): string {
  const d = after - before;
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : "±0";
}

export const PROVISIONAL_HINT = "Provisional: it settles after the first five rated games.";
