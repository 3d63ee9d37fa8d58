/**
 * The classes of every tile that shows a category word: a board's cell on the table and on
 * the display, a pack's side (preview, pack page, landing, admin review), the how-to-play
 * figures. A pack's category may be one 80-letter word, wider than a phone's tile: `min-w-0`
 * lets the tile, a grid or flex item, be narrower than that word; `wrap-anywhere` breaks the
 * word where it must (and, unlike `break-words`, lets the tile's own minimum width shrink with
 * it); `hyphens-auto` marks the break where the page's language allows. Tiles carry
 * `data-omw-tile` too, which the tests that measure overflow look for.
 */
export const TILE_WORD = "min-w-0 wrap-anywhere hyphens-auto";
