import type { Placement } from "./crossword-preview";

// In the crossword variant a player types the word they see, grid letters and all ("DUMP"
// down through a U already in the grid), while only the new letters come from the hand
// ("DMP"). This reads the typed word against the grid along the placement.

/**
 * The letters of `text` that the hand must supply when the word is laid from `at`: the grid's
 * letters along the way are skipped where the text has them. When the text disagrees with a
 * grid letter on its path it is read as the new letters alone (as the engine takes a sale),
 * so typing "DMP" still works.
 */
export function handLettersFor(
  text: string,
  gridLetter: (row: number, col: number) => string | undefined,
  at: Placement,
): string {
  const letters = text.toUpperCase().replace(/[^A-Z]/g, "");
  const dr = at.dir === "down" ? 1 : 0;
  const dc = at.dir === "across" ? 1 : 0;
  let fromHand = "";
  let sawGrid = false;
  for (let i = 0; i < letters.length; i++) {
    const onGrid = gridLetter(at.row + dr * i, at.col + dc * i);
    const letter = letters[i] as string;
    if (onGrid === undefined) fromHand += letter;
    else if (onGrid === letter) sawGrid = true;
    else return letters;
  }
  return sawGrid ? fromHand : letters;
}
